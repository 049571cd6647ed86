// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import { tmpdir } from 'os';
import path from 'path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import devImportCachePlugin, {
  RebuildImportersOfRemovedFiles,
  fileOf,
  reuseImportedModules,
  staleImporters,
  type GraphModule,
} from '../../../plugins/bundle/devImportCache';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
type Chain = Parameters<typeof reuseImportedModules>[0];

/** A module of a fake graph, with the modules that import it. */
function graphOf(edges: Record<string, string[]>) {
  const modules = new Map<string, GraphModule>();
  const moduleOf = (id: string) => {
    if (!modules.has(id)) modules.set(id, { identifier: () => id, resource: id.replace(/^loader!/, '') });
    return modules.get(id) as GraphModule;
  };
  for (const [importer, imported] of Object.entries(edges)) {
    moduleOf(importer);
    imported.forEach(moduleOf);
  }
  const graph = {
    getIncomingConnections: (module: GraphModule) =>
      Object.entries(edges)
        .filter(([, imported]) => imported.includes(module.identifier()))
        .map(([importer]) => ({ originModule: moduleOf(importer) })),
  };
  return { modules: [...modules.values()], graph };
}

describe('the importers of removed files', () => {
  it("are the modules that imported a removed file's module, whatever its query", () => {
    const { modules, graph } = graphOf({
      '/site/page.md?type=demo': ['/site/demo.tsx?techStack=react'],
      '/site/demo.tsx?techStack=react': ['/site/helper.tsx', '/site/other.ts'],
      '/site/other.ts': ['/site/helper.tsx'],
    });
    expect(staleImporters(new Set(['/site/helper.tsx']), modules, graph)).toEqual(
      new Set(['/site/demo.tsx?techStack=react', '/site/other.ts']),
    );
    expect(staleImporters(new Set(['/site/demo.tsx']), modules, graph)).toEqual(new Set(['/site/page.md?type=demo']));
  });

  it('are none when nothing was removed, or only files no module came from', () => {
    const { modules, graph } = graphOf({ '/site/a.ts': ['/site/b.ts'] });
    expect(staleImporters(new Set(), modules, graph).size).toBe(0);
    expect(staleImporters(new Set(['/site/c.ts', '/site']), modules, graph).size).toBe(0);
  });

  it("leaves out an entry's missing origin, and modules without a file", () => {
    const entry: GraphModule = { identifier: () => '/site/entry.ts', resource: '/site/entry.ts' };
    const external: GraphModule = { identifier: () => 'external "react"' };
    const graph = { getIncomingConnections: () => [{ originModule: null }] };
    expect(staleImporters(new Set(['/site/entry.ts']), [entry, external], graph).size).toBe(0);
    expect(fileOf(external)).toBeUndefined();
    expect(fileOf({ identifier: () => '', resource: '/site/a.md?type=demo#x' })).toBe('/site/a.md');
  });
});

describe("the dev server's import cache", () => {
  it('reuses the module of every import, and adds the plugin that rebuilds the importers of removed files', () => {
    const config = reuseImportedModules(new Config()).toConfig() as {
      module: { unsafeCache?: unknown };
      plugins: object[];
    };
    expect(config.module.unsafeCache).toBe(true);
    expect(config.plugins.some((plugin) => plugin instanceof RebuildImportersOfRemovedFiles)).toBe(true);
  });

  it('is set for the dev server only', () => {
    for (const env of ['development', 'production'] as const) {
      const chainWebpack = vi.fn();
      devImportCachePlugin({ env, describe: vi.fn(), chainWebpack } as unknown as IApi);
      expect(chainWebpack).toHaveBeenCalledTimes(env === 'development' ? 1 : 0);
    }
  });
});

/** webpack as umi bundles it, watching a folder: each compile's errors, in turn. */
const { webpack } = require('@umijs/bundler-webpack/compiled/webpack') as { webpack: (options: object) => {
  watch(
    options: object,
    handler: (error: Error | null, stats?: { toJson(options: object): { errors?: { message: string }[]; modules?: { name: string }[] } }) => void,
  ): { close(callback: () => void): void };
} };

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Watches `entry.js`, which imports `./helper` (helper.js), and renames the helper to helper.cjs. */
async function renameUnderWatch(withPlugin: boolean) {
  folder = mkdtempSync(path.join(tmpdir(), 'site-import-cache-'));
  writeFileSync(path.join(folder, 'entry.js'), "import helper from './helper';\nconsole.log(helper);\n");
  writeFileSync(path.join(folder, 'helper.js'), "export default 'from js';\n");
  // written a minute ago: files newer than the watch would be reported as changed by its first scan
  const past = new Date(Date.now() - 60_000);
  for (const file of ['entry.js', 'helper.js']) utimesSync(path.join(folder, file), past, past);
  const compiler = webpack({
    mode: 'development',
    context: folder,
    entry: './entry.js',
    devtool: false,
    cache: { type: 'memory' },
    output: { path: path.join(folder, 'dist') },
    module: { unsafeCache: true },
    // the new name is tried first, as `.ts` before `.tsx` in umi's list: the resolver's stat of
    // it, from before it existed, must not outlive the rename
    resolve: { extensions: ['.cjs', '.js'] },
    plugins: withPlugin ? [new RebuildImportersOfRemovedFiles()] : [],
    infrastructureLogging: { level: 'none' },
  });
  const compiles: { errors: string[]; modules: string[] }[] = [];
  let next: (() => void) | undefined;
  const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
    const json = stats?.toJson({ all: false, errors: true, modules: true });
    compiles.push({
      errors: error ? [error.message] : (json?.errors ?? []).map(({ message }) => message),
      modules: (json?.modules ?? []).map(({ name }) => name),
    });
    next?.();
  });
  const compiled = (count: number) =>
    new Promise<void>((resolve) => {
      next = () => compiles.length >= count && resolve();
      next();
    });
  await compiled(1);
  // the watcher's first scan ends after the first compile: a change before it may go unseen
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // the rename as an editor or git makes it: the new file first, then the old one removed
  writeFileSync(path.join(folder, 'helper.cjs'), "module.exports = 'from cjs';\n");
  rmSync(path.join(folder, 'helper.js'));
  const before = compiles.length;
  await compiled(before + 1);
  await new Promise<void>((resolve) => watching.close(resolve));
  return [compiles[0], compiles[before]];
}

describe('a helper renamed under a running webpack, its import unchanged', () => {
  it('is found at its new name', async () => {
    const [first, second] = await renameUnderWatch(true);
    expect(first.errors).toEqual([]);
    expect(first.modules).toContain('./helper.js');
    expect(second.errors).toEqual([]);
    expect(second.modules).toContain('./helper.cjs');
  }, 30_000);

  it('stays an error without the plugin: webpack keeps the old answer', async () => {
    const [first, second] = await renameUnderWatch(false);
    expect(first.errors).toEqual([]);
    expect(second.errors.join('\n')).toMatch(/helper\.js/);
  }, 30_000);
});
