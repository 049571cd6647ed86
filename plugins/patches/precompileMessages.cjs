/**
 * Webpack loader for dumi's generated interface strings (.dumi/tmp/dumi/locales/config.ts and
 * the two links added in runtime.tsx): replaces every message that uses ICU syntax (arguments,
 * plurals, quotes, tags) with its syntax tree, parsed here at build time, so the browser needs
 * no ICU parser (about 10 KB gzipped; plugins/patches/index.ts aliases it to
 * src/runtime/literalMessageParser.ts). react-intl formats a parsed message exactly as the
 * string. Plain messages stay strings: react-intl returns those without any work, where a
 * syntax tree would be serialised on every call to find its cached formatter.
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

/** Same test as src/runtime/literalMessageParser.ts, which parses the plain ones if asked. */
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
