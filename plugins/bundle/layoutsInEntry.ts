import type { IApi } from 'dumi';
import path from 'path';
import { pageChunkName } from '../patches/ungroupChunks.cjs';
import { modifyClientSplitChunks, withCacheGroup, type WebpackConfig } from './cacheGroups';

/**
 * The layouts every page renders in umi's entry chunk (`umi`) instead of route chunks of their
 * own, so no module is copied into a layout's chunk and a page's (maintainers/performance.md).
 * The demo layout and page chunks stay as they are. Production client build only.
 */

/** The chunk names the routes file gives the layouts every regular page renders. */
export function everyPageLayoutChunks(cwd: string, tmpPath: string): Set<string> {
  const files = [
    path.join(cwd, '.dumi/theme/layouts/GlobalLayout.tsx'),
    path.join(tmpPath, 'dumi/theme/ContextWrapper'),
    path.join(cwd, '.dumi/theme/layouts/DocLayout.tsx'),
  ];
  return new Set(files.map((file) => pageChunkName(cwd, file)));
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
