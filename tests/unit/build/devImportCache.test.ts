// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import { tmpdir } from 'os';
import path from 'path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IApi } from 'dumi';
import devImportCachePlugin, {
  ResolveAgainOnChange,
  changesAnswer,
  fileOf,
  resolutionOf,
  reuseImportedModules,
  staleIssuers,
  type Resolution,
} from '../../../plugins/bundle/devImportCache';

const require = createRequire(import.meta.url);
const Config = require('@umijs/bundler-webpack/compiled/webpack-5-chain') as new () => Chain;
type Chain = Parameters<typeof reuseImportedModules>[0];

/** A resolution of `./helper` from a demo, as the resolver reports it. */
const HELPER: Resolution = {
  issuer: '/site/demos/basic.tsx',
  resolved: '/site/demos/helper.tsx',
  files: new Set(['/site/demos/helper.tsx', '/site/demos', '/site', '/site/package.json']),
  missing: new Set(['/site/demos/helper', '/site/demos/helper.ts', '/site/demos/package.json']),
  contexts: new Set(),
};
const exists = (file: string) => file !== '/site/demos/gone.tsx';

describe('whether a changed file can move an answer', () => {
  it('does when a name the resolver tried appears, or a file it read changes', () => {
    expect(changesAnswer(HELPER, '/site/demos/helper.ts', exists)).toBe(true);
    expect(changesAnswer(HELPER, '/site/demos/package.json', exists)).toBe(true);
    expect(changesAnswer(HELPER, '/site/package.json', exists)).toBe(true);
  });

  it('does when the file it led to is gone, whatever the watcher called the change', () => {
    const gone = { ...HELPER, resolved: '/site/demos/gone.tsx', files: new Set(['/site/demos/gone.tsx']) };
    expect(changesAnswer(gone, '/site/demos/gone.tsx', exists)).toBe(true);
  });

  it('does not for an edit of the file it led to, or a file it never read', () => {
    expect(changesAnswer(HELPER, '/site/demos/helper.tsx', exists)).toBe(false);
    expect(changesAnswer(HELPER, '/site/demos/other.tsx', exists)).toBe(false);
  });
});

describe('the modules whose imports are resolved again', () => {
  const other: Resolution = { ...HELPER, issuer: '/site/demos/simple.tsx', missing: new Set() };

  it('are the importers of each moved answer, once each', () => {
    expect(staleIssuers([HELPER, other, HELPER], new Set(['/site/demos/helper.ts']), exists)).toEqual(
      new Set(['/site/demos/basic.tsx']),
    );
    expect(staleIssuers([HELPER, other], new Set(['/site/package.json']), exists)).toEqual(
      new Set(['/site/demos/basic.tsx', '/site/demos/simple.tsx']),
    );
  });

  it('are none after a plain edit, or when nothing changed', () => {
    expect(staleIssuers([HELPER, other], new Set(['/site/demos/helper.tsx']), exists).size).toBe(0);
    expect(staleIssuers([HELPER, other], new Set(), exists).size).toBe(0);
  });
});

describe('a resolution as kept', () => {
  const data = {
    context: '/site/demos',
    request: './helper',
    dependencyType: 'esm',
    contextInfo: { issuer: '/site/demos/basic.tsx' },
    createData: { resource: '/site/demos/helper.tsx?techStack=react' },
    fileDependencies: ['/site/demos/helper.tsx'],
    missingDependencies: ['/site/demos/helper.ts'],
    contextDependencies: [],
  };

  it('holds the importer, the file without its query, and what the resolver read and tried', () => {
    const [key, resolution] = resolutionOf(data) ?? [];
    expect(key).toContain('./helper');
    expect(resolution).toEqual({
      issuer: '/site/demos/basic.tsx',
      resolved: '/site/demos/helper.tsx',
      files: new Set(['/site/demos/helper.tsx']),
      missing: new Set(['/site/demos/helper.ts']),
      contexts: new Set(),
    });
  });

  it("is not kept for an entry point, or an import of node_modules (webpack's default reuses those)", () => {
    expect(resolutionOf({ ...data, contextInfo: { issuer: '' } })).toBeUndefined();
    expect(resolutionOf({ ...data, createData: { resource: '/site/node_modules/react/index.js' } })).toBeUndefined();
    expect(fileOf('/site/a.md?type=demo#x')).toBe('/site/a.md');
  });
});

describe("the dev server's import cache", () => {
  it('reuses the module of every import, and adds the plugin that asks again', () => {
    const config = reuseImportedModules(new Config()).toConfig() as {
      module: { unsafeCache?: unknown };
      plugins: object[];
    };
    expect(config.module.unsafeCache).toBe(true);
    expect(config.plugins.some((plugin) => plugin instanceof ResolveAgainOnChange)).toBe(true);
  });

  it('is set for the dev server only', () => {
    for (const env of ['development', 'production'] as const) {
      const chainWebpack = vi.fn();
      devImportCachePlugin({ env, describe: vi.fn(), chainWebpack } as unknown as IApi);
      expect(chainWebpack).toHaveBeenCalledTimes(env === 'development' ? 1 : 0);
    }
  });
});

/** webpack as umi bundles it. */
const { webpack } = require('@umijs/bundler-webpack/compiled/webpack') as {
  webpack: (options: object) => {
    watch(
      options: object,
      handler: (error: Error | null, stats?: { toJson(options: object): { errors?: { message: string }[]; modules?: { name: string }[] } }) => void,
    ): { running: boolean; close(callback: () => void): void };
  };
};

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

const file = (name: string) => path.join(folder, name);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Compile {
  errors: string[];
  modules: string[];
}

/**
 * webpack watching a folder of `files` with the site's import cache (or only webpack's unsafe
 * cache, `withPlugin` false): `entry.js` imports `./helper` and `./slow`. `change` runs once the
 * first compile is done; the result is the first compile and the last one the change brought.
 */
async function underWatch(files: Record<string, string>, change: () => Promise<void>, withPlugin: boolean) {
  folder = mkdtempSync(path.join(tmpdir(), 'site-import-cache-'));
  // written a minute ago: files newer than the watch are reported as changed by its first scan
  const past = new Date(Date.now() - 60_000);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(file(name)), { recursive: true });
    writeFileSync(file(name), text);
    utimesSync(file(name), past, past);
  }
  // a module that says so takes a second to build
  writeFileSync(
    file('slow-loader.cjs'),
    "module.exports = function (source) { const done = this.async(); setTimeout(() => done(null, source), source.includes('slow build') ? 1000 : 0); };\n",
  );
  const compiler = webpack({
    mode: 'development',
    context: folder,
    entry: './entry.js',
    devtool: false,
    cache: { type: 'memory' },
    output: { path: file('dist') },
    module: { unsafeCache: true, rules: [{ test: /slow\.js$/, use: file('slow-loader.cjs') }] },
    // `.cjs` is tried before `.js`, as `.ts` before `.tsx` in umi's list
    resolve: { extensions: ['.cjs', '.js'] },
    plugins: withPlugin ? [new ResolveAgainOnChange()] : [],
    infrastructureLogging: { level: 'none' },
  });
  const compiles: Compile[] = [];
  const watching = compiler.watch({ aggregateTimeout: 50 }, (error, stats) => {
    const json = stats?.toJson({ all: false, errors: true, modules: true });
    compiles.push({
      errors: error ? [error.message] : (json?.errors ?? []).map(({ message }) => message),
      modules: (json?.modules ?? []).map(({ name }) => name),
    });
  });
  while (compiles.length === 0) await wait(50);
  // the watcher's first scan ends after the first compile: a change before it may go unseen
  await wait(1000);
  const before = compiles.length;
  await change();
  // the compiles the change brings: until webpack is idle with no new compile for 700 ms (or
  // 10 s pass without any)
  for (let waited = 0; compiles.length === before && waited < 10_000; waited += 50) await wait(50);
  for (let seen = -1; seen !== compiles.length || watching.running; ) {
    seen = compiles.length;
    await wait(700);
  }
  await new Promise<void>((resolve) => watching.close(resolve));
  return { first: compiles[0], last: compiles[compiles.length - 1] };
}

const ENTRY = {
  'entry.js': "import helper from './helper';\nimport slow from './slow';\nconsole.log(helper, slow);\n",
  'slow.js': "export default 'slow';\n",
};

/** A helper renamed from helper.js to helper.cjs, as an editor or git does it: the new file first. */
async function rename() {
  writeFileSync(file('helper.cjs'), "module.exports = 'from cjs';\n");
  rmSync(file('helper.js'));
}

/** With the plugin the last compile has the helper at its new name; without it, never. */
function expectRenamed(last: Compile, withPlugin: boolean) {
  if (!withPlugin) {
    expect(last.modules).not.toContain('./helper.cjs');
    return;
  }
  expect(last.errors).toEqual([]);
  expect(last.modules).toContain('./helper.cjs');
}

describe('under a running webpack, an import unchanged', () => {
  for (const withPlugin of [true, false]) {
    const how = withPlugin ? 'with the import cache' : "with webpack's unsafe cache alone";

    it(`finds its helper at its new name after a rename (${how})`, async () => {
      const { first, last } = await underWatch({ ...ENTRY, 'helper.js': "export default 'js';\n" }, rename, withPlugin);
      expect(first.errors).toEqual([]);
      expect(first.modules).toContain('./helper.js');
      expectRenamed(last, withPlugin);
    }, 40_000);

    it(`finds a renamed helper when the rename comes while a rebuild runs (${how})`, async () => {
      const { last } = await underWatch(
        { ...ENTRY, 'helper.js': "export default 'js';\n" },
        async () => {
          // slow.js now takes a second to build: the rename lands in the middle of that rebuild
          writeFileSync(file('slow.js'), "export default 'a slow build';\n");
          await wait(400);
          await rename();
        },
        withPlugin,
      );
      expectRenamed(last, withPlugin);
    }, 40_000);

    // without the plugin no compile comes at all (nothing watches the name tried, or the
    // package.json read): only the plugin's side is run
    if (!withPlugin) continue;

    it('falls back to the next name when the file found goes while a rebuild runs', async () => {
      const { first, last } = await underWatch(
        { ...ENTRY, 'helper.cjs': "module.exports = 'first';\n", 'helper.js': "export default 'next';\n" },
        async () => {
          writeFileSync(file('slow.js'), "export default 'a slow build';\n");
          await wait(400);
          rmSync(file('helper.cjs'));
        },
        withPlugin,
      );
      expect(first.modules).toContain('./helper.cjs');
      expect(last.errors).toEqual([]);
      expect(last.modules).toContain('./helper.js');
      expect(last.modules).not.toContain('./helper.cjs');
    }, 40_000);

    it(`finds a file added where the import now leads`, async () => {
      const { last } = await underWatch(
        { ...ENTRY, 'helper/index.js': "export default 'folder';\n" },
        async () => writeFileSync(file('helper.cjs'), "module.exports = 'beside';\n"),
        withPlugin,
      );
      expect(last.errors).toEqual([]);
      expect(last.modules).toContain('./helper.cjs');
    }, 40_000);

    it("follows a folder's package.json when its main changes", async () => {
      const { last } = await underWatch(
        {
          ...ENTRY,
          'helper/package.json': '{ "main": "a.js" }\n',
          'helper/a.js': "export default 'a';\n",
          'helper/b.js': "export default 'b';\n",
        },
        async () => writeFileSync(file('helper/package.json'), '{ "main": "b.js" }\n'),
        withPlugin,
      );
      expect(last.errors).toEqual([]);
      expect(last.modules).toContain('./helper/b.js');
    }, 40_000);
  }
});
