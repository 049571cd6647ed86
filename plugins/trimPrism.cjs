/**
 * Webpack loader for prism-react-renderer's bundled Prism (prism-react-renderer/prism/index.js),
 * which dumi's SourceCode highlights with: it carries about 30 languages (Go, OCaml, WebAssembly,
 * Stylus...), 26 KB gzipped. This keeps Prism's core and the languages the site shows: shell
 * commands, TypeScript/JavaScript with JSX, CSS, JSON, HTML/XML and diffs. A block in any other
 * language is shown as plain text, as SourceCode does for a language Prism does not know.
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('./patchLoader.cjs');

const SECTION = /^\/\* "prismjs\/components\/prism-([\w-]+)" \*\/$/m;

const EXPORT = /^(?:export default prism;|module\.exports = prism;)$/gm;

/** In dependency order, as in the bundled file. */
const KEPT_LANGUAGES = ['markup', 'bash', 'clike', 'css', 'javascript', 'typescript', 'jsx', 'diff', 'json', 'tsx'];

function trimPrism(source, keep = KEPT_LANGUAGES) {
  // split keeps the captured language name: [core, name, body, name, body, ...]
  const [core, ...sections] = source.split(SECTION);
  if (sections.length === 0) return source;
  let trimmed = core;
  for (let i = 0; i < sections.length; i += 2) {
    const [name, body] = [sections[i], sections[i + 1]];
    if (keep.includes(name)) trimmed += `/* "prismjs/components/prism-${name}" */${body}`;
    // the file's export (ES module or CommonJS build) sits after its last section
    else trimmed += (body.match(EXPORT) ?? []).map((line) => `\n${line}\n`).join('');
  }
  return trimmed;
}

module.exports = patchLoader('trimPrism', trimPrism, "Prism's per-language sections");
module.exports.trimPrism = trimPrism;
module.exports.KEPT_LANGUAGES = KEPT_LANGUAGES;
