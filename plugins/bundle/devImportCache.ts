import { existsSync } from 'fs';
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
 * webpack calls that cache "unsafe" because a reused answer forgets how it was found: the files
 * its resolution read (a folder's package.json, the file it found) and the names it tried and
 * did not find (`foo.ts` before `foo.tsx`) are no longer watched, and nothing asks again when one
 * of them changes. A demo's helper renamed from `foo.tsx` to `foo.ts`, `import './foo'`
 * unchanged, stayed an error or kept the old file's text until a restart. So this plugin keeps,
 * for each of the site's imports, what its resolution read and tried (`Resolution`), keeps those
 * files watched, and when one of them changes in a way that can change the answer
 * (`changesAnswer`), builds the importing module again: its imports are new, and webpack resolves
 * them afresh. The folders of the changed files are read again too, since webpack's resolver keeps
 * what it read of the file system. As webpack's watcher drops the removals it saw while a rebuild
 * ran, each found file is checked after every compile, and one gone brings a compile of its own.
 * Imports of node_modules keep webpack's default, unwatched.
 */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];

/** What one resolution of one of the site's imports read of the file system. */
export interface Resolution {
  /** the importing module's file */
  issuer: string;
  /** the file the import led to */
  resolved: string;
  /** files and folders it found (the file itself, package.json files, folders on the way) */
  files: ReadonlySet<string>;
  /** names it tried that did not exist */
  missing: ReadonlySet<string>;
  contexts: ReadonlySet<string>;
}

/** The parts of webpack's objects used here. */
interface ResolveDataLike {
  context: string;
  request: string;
  dependencyType?: string;
  contextInfo: { issuer: string };
  createData: { resource?: string };
  fileDependencies: Iterable<string>;
  missingDependencies: Iterable<string>;
  contextDependencies: Iterable<string>;
}
interface DependencySet {
  addAll(paths: Iterable<string>): void;
}
interface CompilationLike {
  fileDependencies: DependencySet;
  missingDependencies: DependencySet;
  contextDependencies: DependencySet;
  hooks: { finishModules: { tap(name: string, fn: () => void): void } };
}
interface NormalModuleFactoryLike {
  hooks: { afterResolve: { tap(name: string, fn: (data: ResolveDataLike) => void): void } };
}
interface CompilerLike {
  modifiedFiles?: ReadonlySet<string>;
  removedFiles?: ReadonlySet<string>;
  watching?: { invalidate(): void } | null;
  inputFileSystem?: { purge?(what: string): void } | null;
  hooks: {
    done: { tap(name: string, fn: () => void): void };
    thisCompilation: {
      tap(name: string, fn: (compilation: CompilationLike, params: { normalModuleFactory: NormalModuleFactoryLike }) => void): void;
    };
  };
  webpack: {
    NormalModule: {
      getCompilationHooks(compilation: CompilationLike): {
        needBuild: { tap(name: string, fn: (module: { resource?: string }) => boolean | undefined): void };
      };
    };
  };
}

const NAME = 'site:devImportCache';

/** A resource's file, without the query or fragment a loader or dumi adds. */
export function fileOf(resource: string | undefined): string | undefined {
  return resource?.replace(/[?#].*$/, '');
}

/** Whether webpack's own default already reuses imports of this file (and watches nothing for them). */
const inNodeModules = (file: string) => /[\\/]node_modules[\\/]/.test(file);

/**
 * Whether a change of `changed` (a file the watcher reports modified, added or removed) can make
 * the resolution lead elsewhere: a name it tried now exists, a file it read changed (a
 * package.json's `main`, a folder added or removed), or the file it led to is gone. An edit of
 * that file alone leaves the answer as it was.
 */
export function changesAnswer(resolution: Resolution, changed: string, exists: (file: string) => boolean): boolean {
  if (resolution.missing.has(changed) || resolution.contexts.has(changed)) return true;
  if (!resolution.files.has(changed)) return false;
  return changed !== resolution.resolved || !exists(changed);
}

/** The files of the modules whose imports must be resolved again after `changed`. */
export function staleIssuers(
  resolutions: Iterable<Resolution>,
  changed: ReadonlySet<string>,
  exists: (file: string) => boolean,
): Set<string> {
  const stale = new Set<string>();
  if (changed.size === 0) return stale;
  for (const resolution of resolutions) {
    if (stale.has(resolution.issuer)) continue;
    for (const file of changed) {
      if (changesAnswer(resolution, file, exists)) {
        stale.add(resolution.issuer);
        break;
      }
    }
  }
  return stale;
}

/** What a finished resolution read, or nothing for imports webpack's default handles. */
export function resolutionOf(data: ResolveDataLike): [key: string, resolution: Resolution] | undefined {
  const issuer = data.contextInfo.issuer;
  const resolved = fileOf(data.createData.resource);
  if (!issuer || !resolved || inNodeModules(resolved)) return undefined;
  const key = [issuer, data.context, data.request, data.dependencyType ?? ''].join('\0');
  return [
    key,
    {
      issuer,
      resolved,
      files: new Set(data.fileDependencies),
      missing: new Set(data.missingDependencies),
      contexts: new Set(data.contextDependencies),
    },
  ];
}

/**
 * webpack plugin: keeps each of the site's resolutions; in each compilation, watches what they
 * read and builds again the modules whose answers a change may have moved.
 */
export class ResolveAgainOnChange {
  private readonly resolutions = new Map<string, Resolution>();
  /** every kept resolution's found files, files, names and contexts; made again after a change */
  private watched: { found: Set<string>; files: Set<string>; missing: Set<string>; contexts: Set<string> } | undefined;
  /** found files gone without the watcher saying so, for the next compilation */
  private readonly lost = new Set<string>();
  /** those of them a compile was already asked for */
  private readonly reported = new Set<string>();

  private watchList() {
    if (this.watched) return this.watched;
    const watched = { found: new Set<string>(), files: new Set<string>(), missing: new Set<string>(), contexts: new Set<string>() };
    for (const { resolved, files, missing, contexts } of this.resolutions.values()) {
      watched.found.add(resolved);
      files.forEach((file) => watched.files.add(file));
      missing.forEach((file) => watched.missing.add(file));
      contexts.forEach((file) => watched.contexts.add(file));
    }
    this.watched = watched;
    return watched;
  }

  apply(compiler: CompilerLike) {
    // webpack's watcher pauses while a rebuild runs and drops the removals it saw meanwhile: after
    // each compile, out of its way, every found file is checked, and a compile asked for if one
    // is gone (its importer's answer is then asked again, and kept only if it resolves)
    compiler.hooks.done.tap(NAME, () => {
      setTimeout(() => {
        const gone: string[] = [];
        for (const file of this.watchList().found) {
          if (existsSync(file)) this.reported.delete(file);
          // once per disappearance: a module with no file of its own must not compile forever
          else if (!this.reported.has(file)) gone.push(file);
        }
        if (gone.length === 0) return;
        gone.forEach((file) => {
          this.lost.add(file);
          this.reported.add(file);
        });
        compiler.watching?.invalidate();
      }, 0);
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.afterResolve.tap(NAME, (data) => {
        const entry = resolutionOf(data);
        if (!entry) return;
        this.resolutions.set(...entry);
        this.watched = undefined;
      });
      // the resolutions' files stay watched, whether or not this compilation resolved them again
      compilation.hooks.finishModules.tap(NAME, () => {
        const { files, missing, contexts } = this.watchList();
        compilation.fileDependencies.addAll(files);
        compilation.missingDependencies.addAll(missing);
        compilation.contextDependencies.addAll(contexts);
      });

      const changed = new Set([...(compiler.modifiedFiles ?? []), ...(compiler.removedFiles ?? []), ...this.lost]);
      this.lost.clear();
      const stale = staleIssuers(this.resolutions.values(), changed, existsSync);
      if (stale.size === 0) return;
      // their imports are resolved again and kept anew; one that no longer resolves is not kept
      for (const [key, { issuer }] of this.resolutions) if (stale.has(issuer)) this.resolutions.delete(key);
      this.watched = undefined;
      // what the resolver read of those folders is read again (its stats outlive a file's removal
      // that the watcher missed while a rebuild ran)
      for (const folder of new Set([...changed].map((file) => path.dirname(file)))) compiler.inputFileSystem?.purge?.(folder);
      compiler.webpack.NormalModule.getCompilationHooks(compilation).needBuild.tap(NAME, (module) =>
        stale.has(fileOf(module.resource) ?? '') ? true : undefined,
      );
    });
  }
}

/** The dev server's config: every import's module reused, and asked again when what led to it changes. */
export function reuseImportedModules(memo: Chain): Chain {
  memo.module.set('unsafeCache', true);
  memo.plugin(NAME).use(ResolveAgainOnChange);
  return memo;
}

/** umi plugin: the dev server's config only. */
export default (api: IApi) => {
  api.describe({ key: NAME });
  if (api.env !== 'development') return;
  api.chainWebpack(reuseImportedModules);
};
