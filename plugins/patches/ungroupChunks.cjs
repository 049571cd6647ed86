/**
 * Webpack loader, last on dumi's Markdown output and its meta index: dumi names every demo's chunk
 * "demos" and every page's data "meta__docs…". In a Markdown module they become the page's route
 * chunk's name; in the meta index they are dropped.
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
