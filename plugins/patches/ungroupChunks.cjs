/**
 * Webpack loader (runs last on dumi's markdown output and on its generated meta index): replaces
 * the `webpackChunkName` dumi gives to every demo ("demos") and to every page's texts and demo
 * data ("meta__docs", "meta__docs__zh-CN"). With those names, webpack puts every demo of the
 * site in one chunk and every page's data in one chunk per language, so a page downloads all
 * demos and their libraries (rc-select, all rc-pagination locales) and every page's texts.
 *
 * In a markdown module the names become the page's own route chunk's (umi's name for the route
 * of the file, `docs__demo__basic.md`): a page's demos and demo data join the chunk of the page
 * that renders them, which loads them on first render anyway. One chunk per page instead of one
 * per demo, page, texts and demo data keeps webpack's chunk map in the entry script, which lists
 * every chunk's file name and hash, from growing by four or five entries per page. Elsewhere
 * (the meta index) the names are dropped: each module gets a chunk of its own.
 * Plain CommonJS: webpack loads loaders with require().
 */
const path = require('path');

const GROUPED_CHUNK = /\/\*\s*webpackChunkName:\s*"(?:demos|meta__[^"]*)"\s*\*\/\s*/g;

/** `name` given: every grouped chunk name becomes `name`; else the names are dropped. */
function ungroupChunks(source, name) {
  if (!name) return source.replace(GROUPED_CHUNK, '');
  return source.replace(GROUPED_CHUNK, () => `/* webpackChunkName: ${JSON.stringify(name)} */ `);
}

/** umi's chunk name for the route of `file`: its path from the root, `/` as `__`, no .js/.ts. */
function pageChunkName(root, file) {
  return path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/^\./, '')
    .replace(/\.(j|t)sx?$/, '')
    .replace(/\//g, '__');
}

module.exports = function ungroupChunksLoader(source) {
  const markdown = this.resourcePath.endsWith('.md');
  return ungroupChunks(source, markdown ? pageChunkName(this.rootContext, this.resourcePath) : undefined);
};
module.exports.ungroupChunks = ungroupChunks;
module.exports.pageChunkName = pageChunkName;
