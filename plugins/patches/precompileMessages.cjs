/**
 * Webpack loader for dumi's generated interface strings (.dumi/tmp/dumi/locales/config.ts and
 * the two links added in runtime.tsx): replaces every message that uses ICU syntax (arguments,
 * plurals, quotes, tags) with its syntax tree, parsed here at build time, so the browser needs
 * no ICU parser. The site's react-intl stand-in (src/runtime/intl) formats the trees and
 * returns plain messages, which stay strings, as they are.
 * Plain CommonJS: webpack loads loaders with require().
 */
const path = require('path');

/** The ICU parser that react-intl (dumi's) uses, resolved along its own dependency chain. */
function resolveIcuParser(entry = '', root = process.cwd()) {
  const chain = ['dumi', 'react-intl', 'intl-messageformat', '@formatjs/icu-messageformat-parser'];
  let dir = root;
  for (const name of chain) dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  return path.join(dir, entry);
}

/** What makes a message more than literal text; a plain message stays a string. */
const ICU_SYNTAX = /[{}'<]/;

const MESSAGES = /^export const messages = (\{[\s\S]*\});\s*$/m;
const INTERNAL_MESSAGE = /^(\s*localeMessages\['\$internal\.[\w.]+'\] = )("(?:[^"\\]|\\.)*");$/gm;

function precompileMessages(source, parse) {
  const compiled = source.replace(MESSAGES, (_, json) => {
    const byLocale = JSON.parse(json);
    for (const messages of Object.values(byLocale)) {
      for (const [id, message] of Object.entries(messages)) {
        if (ICU_SYNTAX.test(message)) messages[id] = parse(message);
      }
    }
    return `export const messages = ${JSON.stringify(byLocale)};`;
  });
  return compiled.replace(
    INTERNAL_MESSAGE,
    (_, assignment, literal) => `${assignment}${JSON.stringify(parse(JSON.parse(literal)))};`,
  );
}

module.exports = function precompileMessagesLoader(source) {
  const { parse } = require(resolveIcuParser('', this.rootContext));
  return precompileMessages(source, (message) => parse(message));
};
module.exports.precompileMessages = precompileMessages;
module.exports.resolveIcuParser = resolveIcuParser;
