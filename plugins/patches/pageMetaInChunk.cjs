/**
 * Webpack loader, last on every Markdown page module: the module hands its full metadata and
 * texts to src/runtime/pageMeta.ts and its demo index to src/runtime/demos.ts as it runs, so they
 * travel in the page's chunk, not the entry script (plugins/routes/splitRouteMeta.ts).
 */
const path = require('path');

function pageMetaInChunk(source, { file, root, store, demos }) {
  const id = path.relative(root, file).split(path.sep).join('/').replace(/\.md$/, '');
  const meta = `${file.split(path.sep).join('/')}?type=frontmatter`;
  const texts = `${file.split(path.sep).join('/')}?type=text`;
  return `${source}
import { frontmatter as __pageFrontmatter, toc as __pageToc, demoIndex as __pageDemoIndex } from ${JSON.stringify(meta)};
import { texts as __pageTexts } from ${JSON.stringify(texts)};
import { providePageMeta as __providePageMeta } from ${JSON.stringify(store)};
import { provideDemoIndex as __provideDemoIndex } from ${JSON.stringify(demos)};
__providePageMeta(${JSON.stringify(id)}, __pageFrontmatter, __pageToc, __pageTexts);
__provideDemoIndex(${JSON.stringify(id)}, __pageDemoIndex);
`;
}

module.exports = function pageMetaInChunkLoader(source) {
  // only the page itself: dumi's other modules of the file carry a query (?type=..., ?watch=...)
  if (this.resourceQuery) return source;
  const { store, demos } = this.getOptions();
  return pageMetaInChunk(source, { file: this.resourcePath, root: this.rootContext, store, demos });
};
module.exports.pageMetaInChunk = pageMetaInChunk;
