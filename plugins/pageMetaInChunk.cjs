/**
 * Webpack loader, last on every markdown page module (`page.md`, no query): the module hands
 * its full metadata, dumi's front matter module of the same page, to the site's store
 * (src/runtime/pageMeta.ts) as it runs. So a page's table of contents and description travel in
 * its own chunk instead of the entry script (see plugins/splitRouteMeta.ts). The route id is
 * dumi's: the file's path from the project root without `.md`.
 * The page's texts module (`page.md?type=text`, which search loads for every page and the page
 * module imports) re-exports the same metadata, so search gets a page's headings and title with
 * its texts instead of loading the whole page.
 * Plain CommonJS: webpack loads loaders with require().
 */
const path = require('path');

function pageMetaInChunk(source, { file, root, store }) {
  const id = path.relative(root, file).split(path.sep).join('/').replace(/\.md$/, '');
  const meta = `${file.split(path.sep).join('/')}?type=frontmatter`;
  return `${source}
import { frontmatter as __pageFrontmatter, toc as __pageToc } from ${JSON.stringify(meta)};
import { providePageMeta as __providePageMeta } from ${JSON.stringify(store)};
__providePageMeta(${JSON.stringify(id)}, __pageFrontmatter, __pageToc);
`;
}

function textsWithMeta(source, { file }) {
  const meta = `${file.split(path.sep).join('/')}?type=frontmatter`;
  return `${source}
export { frontmatter, toc } from ${JSON.stringify(meta)};
`;
}

module.exports = function pageMetaInChunkLoader(source) {
  if (this.resourceQuery === '?type=text') return textsWithMeta(source, { file: this.resourcePath });
  // only the page itself: dumi's other modules of the file carry a query (?type=..., ?watch=...)
  if (this.resourceQuery) return source;
  const { store } = this.getOptions();
  return pageMetaInChunk(source, { file: this.resourcePath, root: this.rootContext, store });
};
module.exports.pageMetaInChunk = pageMetaInChunk;
module.exports.textsWithMeta = textsWithMeta;
