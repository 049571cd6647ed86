import type { Compiler } from '@umijs/bundler-webpack/compiled/webpack';
import type { IApi } from 'dumi';
import { pageChunkName } from '../patches/ungroupChunks.cjs';

/**
 * Async chunk file names the entry computes without a map: a named chunk's id is its name, and
 * every file name carries the build's hash (the cost: maintainers/performance.md). Production client build.
 */
export const CHUNK_FILENAME = '[name].[fullhash:8].async.js';

interface ChunkLike {
  id: string | number | null;
  ids: Array<string | number> | null;
  name?: string | null;
}

/** Gives every named chunk without an id its name as id (before webpack's own id plugins run). */
export function nameChunkIds(chunks: Iterable<ChunkLike>): void {
  for (const chunk of chunks) {
    if (chunk.id === null && chunk.name) {
      chunk.id = chunk.name;
      chunk.ids = [chunk.name];
    }
  }
}

/** Webpack plugin: named chunks' ids are their names; webpack numbers the rest. */
export class NamedChunkIdsFirst {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('NamedChunkIdsFirst', (compilation) => {
      // webpack's DeterministicChunkIdsPlugin (stage 0) numbers only chunks whose id is null
      compilation.hooks.chunkIds.tap({ name: 'NamedChunkIdsFirst', stage: -100 }, nameChunkIds);
    });
  }
}

interface ModuleLike {
  resource?: string;
  rootModule?: { resource?: string };
}

/** A page's module: the markdown file itself, no query (its front matter, texts and demos have one). */
const PAGE_MODULE = /\.md$/;

/** The id of a page's module: its route chunk's name, which the entry names right before it (gzip's gain). */
export function pageModuleId(root: string, module: ModuleLike): string | undefined {
  const resource = module.resource ?? module.rootModule?.resource;
  return resource && PAGE_MODULE.test(resource) ? pageChunkName(root, resource) : undefined;
}

/** Webpack plugin: a page's module takes its route chunk's name as id; webpack numbers the rest. */
export class PageModuleIds {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PageModuleIds', (compilation) => {
      // webpack's DeterministicModuleIdsPlugin (stage 0) numbers only modules without an id
      compilation.hooks.moduleIds.tap({ name: 'PageModuleIds', stage: -100 }, (modules) => {
        const { chunkGraph } = compilation;
        for (const module of modules) {
          const id = pageModuleId(this.root, module as ModuleLike);
          if (id && chunkGraph.getModuleId(module) === null) chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}

export default (api: IApi) => {
  api.describe({ key: 'site:chunk-files' });
  if (api.env !== 'production') return;
  api.modifyWebpackConfig({
    // after umi's own settings, like plugins/bundle/frameworkChunk.ts
    stage: Number.MAX_SAFE_INTEGER,
    fn: (config) => {
      if (config.target === 'node') return config;
      return {
        ...config,
        output: { ...config.output, chunkFilename: CHUNK_FILENAME },
        plugins: [...(config.plugins ?? []), new NamedChunkIdsFirst(), new PageModuleIds(api.cwd)],
      };
    },
  });
};
