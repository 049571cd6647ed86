import path from 'path';
import type { IApi, IDumiConfig } from 'dumi';

/**
 * `dumi dev`: an import in a module that did not change leads, at the next rebuild, straight to
 * the module it led to before (webpack's `module.unsafeCache`, which webpack's default keeps for
 * files under node_modules only). Each rebuild walks the whole module graph, so the site's own
 * 770 modules (the theme, the pages and their demos, dumi's generated files) had every import
 * resolved, matched against the rules and checked against the file system again on each edit:
 * about 150 ms of a demo edit (maintainers/performance.md, "Session 24").
 *
 * webpack's cache is "unsafe" because an answer outlives its file: a demo's helper renamed from
 * `foo.tsx` to `foo.ts`, `import './foo'` unchanged, stayed an error until a restart. So when
 * the watcher reports removed files, each module that imported one of them is built again
 * (`staleImporters`): its imports are new, and webpack resolves them afresh. The removed files'
 * folders are read again too: a reused answer leaves unwatched the files the resolver tried on
 * its way, so its note that `foo.ts` did not exist, taken when it found `foo.tsx`, would outlive
 * the rename (`.ts` comes before `.tsx` in umi's list).
 *
 * Still not seen until the importing module is edited or the dev server restarts, as webpack
 * already has it for node_modules: a file added where an unchanged import would now lead to it
 * instead (a `foo.ts` beside the `foo/index.ts` that `./foo` found).
 */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

/** The parts of webpack's modules and module graph read here. */
export interface GraphModule {
  identifier(): string;
  resource?: string;
}
export interface ModuleGraphLike {
  getIncomingConnections(module: GraphModule): Iterable<{ originModule: GraphModule | null }>;
}
interface CompilationLike {
  modules: Iterable<GraphModule>;
  moduleGraph: ModuleGraphLike;
}
interface CompilerLike {
  removedFiles?: ReadonlySet<string>;
  inputFileSystem?: { purge?(what: string): void } | null;
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
  webpack: {
    NormalModule: {
      getCompilationHooks(compilation: CompilationLike): {
        needBuild: { tap(name: string, fn: (module: GraphModule) => boolean | undefined): void };
      };
    };
  };
}

const NAME = 'site:devImportCache';

/** A module's file, without the query or fragment a loader or dumi adds. */
export function fileOf(module: GraphModule): string | undefined {
  return module.resource?.replace(/[?#].*$/, '');
}

/**
 * The identifiers of the modules that imported a module of a removed file, in the last
 * compilation's graph: the modules whose imports must be resolved again.
 */
export function staleImporters(
  removed: ReadonlySet<string>,
  modules: Iterable<GraphModule>,
  graph: ModuleGraphLike,
): Set<string> {
  const stale = new Set<string>();
  if (removed.size === 0) return stale;
  for (const module of modules) {
    const file = fileOf(module);
    if (file === undefined || !removed.has(file)) continue;
    for (const { originModule } of graph.getIncomingConnections(module)) {
      if (originModule) stale.add(originModule.identifier());
    }
  }
  return stale;
}

/**
 * webpack plugin: in the compilation after files were removed, their folders read again and the
 * modules that imported them built again.
 */
export class RebuildImportersOfRemovedFiles {
  apply(compiler: CompilerLike) {
    let last: CompilationLike | undefined;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const removed = compiler.removedFiles;
      if (removed?.size) {
        for (const folder of new Set([...removed].map((file) => path.dirname(file)))) compiler.inputFileSystem?.purge?.(folder);
      }
      const stale = last && removed ? staleImporters(removed, last.modules, last.moduleGraph) : new Set<string>();
      last = compilation;
      if (stale.size === 0) return;
      compiler.webpack.NormalModule.getCompilationHooks(compilation).needBuild.tap(NAME, (module) =>
        stale.has(module.identifier()) ? true : undefined,
      );
    });
  }
}

/** The dev server's config: every import's module reused, the importers of removed files rebuilt. */
export function reuseImportedModules(memo: Chain): Chain {
  memo.module.set('unsafeCache', true);
  memo.plugin(NAME).use(RebuildImportersOfRemovedFiles);
  return memo;
}

/** umi plugin: the dev server's config only. */
export default (api: IApi) => {
  api.describe({ key: NAME });
  if (api.env !== 'development') return;
  api.chainWebpack(reuseImportedModules);
};
