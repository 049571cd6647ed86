import type { IApi } from 'dumi';
import path from 'path';
import { routeChunkName } from '../routes/generators';
import { modifyClientSplitChunks, withCacheGroup, type WebpackConfig } from './cacheGroups';

/**
 * The layouts every page renders (the global layout, dumi's context wrapper and the document
 * layout) in umi's entry script instead of route chunks of their own. umi imports
 * each route component with `import()`, so webpack gave the three layouts chunks of their own
 * plus one split chunk of what they share, and every module a layout and a page both use (the
 * router's DOM bindings, umi's Link, the site's useRouteMeta...) was copied into both: about
 * 3 KiB gzipped twice on each page, and four requests with their headers. Modules of these
 * chunks go to the entry chunk (named `umi`, as umi's own styles group does); a page's chunk then
 * leaves out what the entry already has, and `import()` of an emptied layout chunk resolves at
 * once. Standalone demo pages (the demo layout) and page chunks are left as they were.
 * Production client build only.
 */

/** The chunk names the routes file gives the layouts every regular page renders. */
export function everyPageLayoutChunks(cwd: string, tmpPath: string): Set<string> {
  const files = [
    path.join(cwd, '.dumi/theme/layouts/GlobalLayout.tsx'),
    path.join(tmpPath, 'dumi/theme/ContextWrapper'),
    path.join(cwd, '.dumi/theme/layouts/DocLayout.tsx'),
  ];
  return new Set(files.map((file) => routeChunkName(cwd, file)));
}

interface ChunkLike {
  name?: string | null;
}
interface CacheGroupContext {
  chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<ChunkLike> };
}

/** The cache group's test: whether a module is part of one of the `layouts` chunks. */
export const inChunks =
  (layouts: ReadonlySet<string>) =>
  (module: unknown, { chunkGraph }: CacheGroupContext): boolean => {
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (chunk.name && layouts.has(chunk.name)) return true;
    }
    return false;
  };

/** The client build's split-chunk settings with the layouts' modules sent to the entry chunk. */
export function withLayoutsInEntry<T extends WebpackConfig>(config: T, layouts: ReadonlySet<string>): T {
  return withCacheGroup(config, 'layouts', {
    name: 'umi',
    test: inChunks(layouts),
    chunks: 'async',
    enforce: true,
    // above webpack's default and vendor groups, below the framework's (React stays its own script)
    priority: 30,
  });
}

export default (api: IApi) => {
  api.describe({ key: 'site:layouts-in-entry' });
  if (api.env !== 'production') return;

  const layouts = everyPageLayoutChunks(api.cwd, api.paths.absTmpPath);
  modifyClientSplitChunks(api, <T extends WebpackConfig>(config: T) => withLayoutsInEntry(config, layouts));
};
