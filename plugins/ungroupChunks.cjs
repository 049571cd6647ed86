/**
 * Webpack loader (runs last on dumi's markdown output and on its generated meta index): drops
 * the `webpackChunkName` dumi gives to every demo ("demos") and to every page's texts and demo
 * data ("meta__docs", "meta__docs__zh-CN"). With those names, webpack puts every demo of the
 * site in one chunk and every page's data in one chunk per language, so a page downloads all
 * demos and their libraries (rc-select, all rc-pagination locales) and every page's texts.
 * Unnamed, each demo and each page's data is a chunk of its own, loaded by the page that uses it.
 * Plain CommonJS: webpack loads loaders with require().
 */
const GROUPED_CHUNK = /\/\*\s*webpackChunkName:\s*"(?:demos|meta__[^"]*)"\s*\*\/\s*/g;

function ungroupChunks(source) {
  return source.replace(GROUPED_CHUNK, '');
}

module.exports = function ungroupChunksLoader(source) {
  return ungroupChunks(source);
};
module.exports.ungroupChunks = ungroupChunks;
