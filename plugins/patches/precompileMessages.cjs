/**
 * Webpack loader for dumi's generated interface strings (.dumi/tmp/dumi/locales/config.ts and the
 * two links added in runtime.tsx): each message with ICU syntax becomes its syntax tree, parsed at
 * build time, so the browser needs no ICU parser (src/runtime/intl formats the trees).
 */
const fs = require('fs');
const path = require('path');
const { packageDir } = require('../compat/check.cjs');

/** The ICU parser that react-intl (dumi's) uses, resolved along its own dependency chain. */
function resolveIcuParser(entry = '', root = process.cwd()) {
  const via = ['dumi', 'react-intl', 'intl-messageformat'];
  return path.join(packageDir({ package: '@formatjs/icu-messageformat-parser', via }, root), entry);
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

/** The strings the reload message of a failed chunk needs, kept in the entry for every language. */
const ENTRY_MESSAGE = /^chunk\./;

/**
 * In the browser, one language's strings per page: `messages` keeps the reload message's, and
 * `ensureMessages(locale)` fills the rest in from this file again, `?locale=<id>`; .dumi/app.ts
 * waits for the page's language. The server render (`browser` false) keeps every language.
 */
function splitMessages(source, { browser, locale, base = '""' }) {
  const found = source.match(MESSAGES);
  if (!found) return source;
  const byLocale = JSON.parse(found[1]);
  if (locale) return `export default ${JSON.stringify(byLocale[locale] ?? {})};\n`;
  if (!browser) {
    const nothingToWait = 'return Promise.resolve();';
    return `${source}\nexport function ensureMessages() {\n  ${nothingToWait}\n}\nexport function ensurePageMessages() {\n  ${nothingToWait}\n}\n`;
  }
  const entry = Object.fromEntries(
    Object.entries(byLocale).map(([id, messages]) => [
      id,
      Object.fromEntries(Object.entries(messages).filter(([key]) => ENTRY_MESSAGE.test(key))),
    ]),
  );
  const loaders = Object.keys(byLocale)
    .map((id) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(`./config.ts?locale=${id}`)}),`)
    .join('\n');
  const split = `export const messages = ${JSON.stringify(entry)};
const loadMessages = {
${loaders}
};
const pending = {};
export function ensureMessages(locale) {
  const load = loadMessages[locale];
  if (!load) return Promise.resolve();
  if (!pending[locale]) {
    pending[locale] = load().then(
      (loaded) => {
        Object.assign(messages[locale], loaded.default);
      },
      (error) => {
        delete pending[locale];
        throw error;
      },
    );
  }
  return pending[locale];
}
/** The strings of the language the first render picks (as the runtime's getIntl matches it). */
export function ensurePageMessages() {
  const base = ${base};
  const { pathname, search } = history.location;
  const path = pathname.replace(/([^/])\\/$/, '$1');
  const matched = locales
    .slice()
    .reverse()
    .find((locale) => ('suffix' in locale ? path.endsWith(locale.suffix) : path.startsWith(base + locale.base)));
  let locale = matched ? matched.id : locales[0].id;
  if (pathname.startsWith(base + '/~demos')) locale = new URLSearchParams(search).get('locale') || locale;
  return ensureMessages(locale);
}`;
  return `import { history } from 'dumi';\n${source.replace(MESSAGES, () => split)}`;
}

/** The generated runtime's address listener, its import of the strings and the router's base. */
const LISTENER = /^(\s*)setIntl\(getIntl\(\)\);$/m;
const CONFIG_IMPORT = "import { locales, messages } from './config';";
const BASE = /^\s*const base = ("[^"]*")$/m;

/**
 * The generated runtime waits for a language's strings: the address listener sets another
 * language's intl once they are there.
 */
function awaitOtherLanguage(source) {
  if (!LISTENER.test(source) || !source.includes(CONFIG_IMPORT)) return source;
  return (
    source
      .replace(CONFIG_IMPORT, "import { ensureMessages, locales, messages } from './config';")
      .replace(
        LISTENER,
        (_, indent) =>
          `${indent}const next = getIntl();\n` +
          `${indent}// another language's strings arrive first; without them, its ids would show\n` +
          `${indent}ensureMessages(next.locale).then(() => setIntl(getIntl()), () => setIntl(next));`,
      )
  );
}

module.exports = function precompileMessagesLoader(source) {
  const { parse } = require(resolveIcuParser('', this.rootContext));
  const compiled = precompileMessages(source, (message) => parse(message));
  const locale = new URLSearchParams(this.resourceQuery || '').get('locale');
  const target = this._compiler && this._compiler.options.target;
  const browser = ![].concat(target || []).some((one) => String(one).startsWith('node'));
  // the router's base, as the generated runtime beside this file matches a language with it
  const runtime = path.join(path.dirname(this.resourcePath), 'runtime.tsx');
  let base;
  if (browser && !locale && MESSAGES.test(source) && fs.existsSync(runtime)) {
    this.addDependency(runtime);
    base = (fs.readFileSync(runtime, 'utf8').match(BASE) || [])[1];
  }
  return awaitOtherLanguage(splitMessages(compiled, { browser, locale, base }));
};
module.exports.precompileMessages = precompileMessages;
module.exports.splitMessages = splitMessages;
module.exports.awaitOtherLanguage = awaitOtherLanguage;
module.exports.resolveIcuParser = resolveIcuParser;
