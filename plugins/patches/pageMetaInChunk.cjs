/**
 * Webpack loader, last on every markdown page module (`page.md`, no query): the module hands
 * its full metadata, dumi's front matter module of the same page, to the site's store
 * (src/runtime/pageMeta.ts), and its demo index (its demo ids and their loader, exported by the
 * same module) to src/runtime/demos.ts, as it runs. So a page's table of contents, description
 * and demo index travel in its own chunk instead of the entry script (see
 * plugins/routes/splitRouteMeta.ts). The route id is dumi's: the file's path from the project root
 * without `.md`.
 * The page's texts (`page.md?type=text`, which the page module imports anyway) go with its
 * metadata, for `getRouteMetaById`'s asynchronous form: the entry needs no loader of its own
 * for them.
 * Plain CommonJS: webpack loads loaders with require().
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
