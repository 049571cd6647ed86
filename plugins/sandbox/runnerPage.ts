import type { IApi } from 'dumi';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';
import { PROBE_RUNNER_PAGE, RUNNER_PAGE, runnerPageHtml, runnerScriptName } from '../../src/sandbox/runnerPage';
import { targets } from '../bundle/targets';
import { DEFAULT_RELEASE, RELEASES } from '../../src/versions';
import { releaseGlobal } from '../../src/sandbox/runner/releaseGlobal';
import { LOCALE_IDS } from '../../src/paginationLocale/ids';

/**
 * Parts of sucrase the runner never uses, left out of its script: option validation (its options
 * are fixed in src/liveDemo/compile.ts) and source maps. tests/unit/sandbox/runnerBundle.test.ts
 * bundles with these trims and compiles a demo.
 */
const SUCRASE_STUBS: Record<string, string> = {
  './Options': 'export function validateOptions() {}',
  './computeSourceMap': "export default function computeSourceMap() { throw new Error('no source maps in the runner'); }",
};

/** The transformers compile.ts's options never construct: each a class that throws if it were. */
const UNUSED_TRANSFORMERS = [
  'ESMImportTransformer',
  'FlowTransformer',
  'JestHoistTransformer',
  'ReactHotLoaderTransformer',
  'OptionalChainingNullishTransformer',
  'NumericSeparatorTransformer',
  'OptionalCatchBindingTransformer',
];

/** Constructed for every JSX file, but it only names `createReactClass` calls, which React 18 lacks. */
const IDLE_TRANSFORMERS = ['ReactDisplayNameTransformer'];

/** The parser's Flow plugin, only called when the `flow` transform is on: its names, each throwing. */
function flowStub(file: string): string {
  const names = [...fs.readFileSync(file, 'utf8').matchAll(/^export function (\w+)/gm)].map(([, name]) => name);
  if (names.length === 0) throw new Error(`sucrase's Flow plugin (${file}) exports no function any more: check the runner's trim`);
  return names.map((name) => `export function ${name}() { throw new Error('Flow is not parsed in the runner'); }`).join('\n');
}

const SUCRASE_ESM = /sucrase[\\/]dist[\\/]esm[\\/]/;
/** The module that constructs sucrase's transformers. */
const ROOT_TRANSFORMER = /sucrase[\\/]dist[\\/]esm[\\/]transformers[\\/]RootTransformer\.js$/;

export const sucraseTrim: Plugin = {
  name: 'sucrase-trim',
  setup(build) {
    build.onResolve({ filter: /^\.\/(Options|computeSourceMap)$/ }, ({ path: request, importer }) =>
      /sucrase[\\/]dist[\\/]esm[\\/]index\.js$/.test(importer) ? { path: request, namespace: 'sucrase-stub' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'sucrase-stub' }, ({ path: request }) => ({ contents: SUCRASE_STUBS[request], loader: 'js' }));
    const trimmed = new RegExp(`^\\./(${[...UNUSED_TRANSFORMERS, ...IDLE_TRANSFORMERS].join('|')})$`);
    build.onResolve({ filter: trimmed }, ({ path: request, importer }) =>
      ROOT_TRANSFORMER.test(importer)
        ? { path: request.slice(2), namespace: 'sucrase-transformer', pluginData: path.dirname(importer) }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'sucrase-transformer' }, ({ path: name, pluginData }) => ({
      contents: IDLE_TRANSFORMERS.includes(name)
        ? `import Transformer from './Transformer';\nexport default class ${name} extends Transformer { process() { return false; } }`
        : `export default class ${name} { constructor() { throw new Error('${name} is not in the runner'); } }`,
      resolveDir: pluginData as string,
      loader: 'js',
    }));
    build.onResolve({ filter: /^(\.\.\/plugins|\.)\/flow$/ }, async ({ path: request, importer, resolveDir }) => {
      if (!SUCRASE_ESM.test(importer)) return undefined;
      const found = await build.resolve(`${request}.js`, { resolveDir, kind: 'import-statement' });
      return { path: found.path, namespace: 'sucrase-flow' };
    });
    build.onLoad({ filter: /.*/, namespace: 'sucrase-flow' }, ({ path: file }) => ({ contents: flowStub(file), loader: 'js' }));
    // the loop guard reads sucrase's parser by its CommonJS path: the bundle takes the ES module copy
    build.onResolve({ filter: /^sucrase\/dist\/parser(\/.*)?$/ }, async ({ path: request, resolveDir }) => {
      const esm = request.replace('sucrase/dist/', 'sucrase/dist/esm/');
      const found = await build.resolve(esm.endsWith('/parser') ? `${esm}/index.js` : `${esm}.js`, { resolveDir, kind: 'import-statement' });
      return { path: found.path };
    });
  },
};

/** What the runner script shares with its rc-select part (src/sandbox/runner/selectPart.ts). */
const SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** The rc-select part's imports of React: the runner's own copy, from the global it sets. */
const fromRunner: Plugin = {
  name: 'from-runner',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path: request }) => {
      if (!SHARED.includes(request)) return { errors: [{ text: `${request} is not shared by the runner` }] };
      return { path: request, namespace: 'from-runner' };
    });
    build.onLoad({ filter: /.*/, namespace: 'from-runner' }, ({ path: request }) => ({
      contents: `module.exports = window.__rcpRunnerShared[${JSON.stringify(request)}];`,
      loader: 'js',
    }));
  },
};

async function bundle(name: string, options: BuildOptions): Promise<{ name: string; code: string }> {
  const { outputFiles } = await build({
    ...options,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    minify: true,
    write: false,
    legalComments: 'none',
    // strict throughout: no function of the runner's hands its caller or arguments to a replaced
    // global that visitor code installed (`fn.caller.arguments`)
    banner: { js: '"use strict";' },
    jsx: 'automatic',
    target: Object.entries(targets).map(([browser, version]) => `${browser}${version}`),
    define: { 'process.env.NODE_ENV': '"production"', ...options.define },
    logLevel: 'silent',
  });
  const code = outputFiles![0].text;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
  return { name: runnerScriptName(`${name}${hash}`), code };
}

/**
 * The runner page's classic scripts, bundled with esbuild: the frame's origin is opaque, so it
 * shares no chunk with the page, and a classic script needs no CORS headers. rc-select, the
 * comparison's probe and each other release are scripts of their own, loaded when needed.
 */
async function bundleRunner(cwd: string): Promise<[{ name: string; code: string }, { name: string; code: string }, ...{ name: string; code: string }[]]> {
  const select = await bundle('select.', {
    stdin: { contents: "export * from 'rc-select';\nexport { default } from 'rc-select';", resolveDir: cwd, loader: 'js' },
    globalName: '__rcpRunnerSelect',
    plugins: [fromRunner],
  });
  // a comparison's runner page alone loads it (PROBE_RUNNER_PAGE)
  const probe = await bundle('probe.', {
    entryPoints: [path.join(cwd, 'src/compare/probe.ts')],
    globalName: '__rcpRunnerProbe',
    plugins: [fromRunner],
  });
  const releases = await Promise.all(RELEASES.filter(({ id }) => id !== DEFAULT_RELEASE).map((release) => bundleRelease(cwd, release)));
  const runner = await bundle('', {
    entryPoints: [path.join(cwd, 'src/sandbox/runner/index.tsx')],
    define: {
      __RCP_SELECT_SCRIPT__: JSON.stringify(select.name),
      __RCP_RELEASE_SCRIPTS__: JSON.stringify(Object.fromEntries(releases.map(({ id, name }) => [id, name]))),
    },
    plugins: [sucraseTrim],
  });
  return [runner, probe, select, ...releases];
}

/** The locales a release ships that 4.0.4 does not, read from its installed `lib/locale/`. */
export function extraLocaleIds(cwd: string, alias: string): string[] {
  const folder = path.join(cwd, 'node_modules', alias, 'lib/locale');
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -'.js'.length))
    .filter((id) => /^\w+$/.test(id) && !LOCALE_IDS.includes(id))
    .sort();
}

/**
 * A release's part, loaded when a demo runs on it: its rc-pagination, its stylesheet as text and
 * the locales it adds to 4.0.4's. The default release is in the runner itself.
 */
async function bundleRelease(cwd: string, release: (typeof RELEASES)[number]) {
  const extra = extraLocaleIds(cwd, release.alias);
  const entry = [
    `import * as pagination from '${release.alias}';`,
    `import css from '${release.alias}/assets/index.css';`,
    ...extra.map((id) => `import * as locale_${id} from '${release.alias}/lib/locale/${id}';`),
    `const locales = { ${extra.map((id) => `${id}: locale_${id}.default ?? locale_${id}`).join(', ')} };`,
    'export { pagination, css, locales };',
  ].join('\n');
  const part = await bundle(`${release.id}.`, {
    stdin: { contents: entry, resolveDir: cwd, loader: 'js' },
    globalName: releaseGlobal(release.id),
    loader: { '.css': 'text' },
    plugins: [fromRunner],
  });
  return { ...part, id: release.id };
}

/** The runner page's files, by path from the output folder. */
export async function runnerFiles(cwd: string): Promise<Record<string, string>> {
  const csp = (await import(pathToFileURL(path.join(cwd, 'scripts/csp.mjs')).href)) as { runnerPolicy(): string };
  const [runner, probe, ...parts] = await bundleRunner(cwd);
  const folder = path.posix.dirname(RUNNER_PAGE);
  return {
    [RUNNER_PAGE]: runnerPageHtml(csp.runnerPolicy(), runner.name),
    [PROBE_RUNNER_PAGE]: runnerPageHtml(csp.runnerPolicy(), runner.name, [probe.name]),
    [`${folder}/${runner.name}`]: runner.code,
    ...Object.fromEntries([probe, ...parts].map((part) => [`${folder}/${part.name}`, part.code])),
  };
}

export default (api: IApi) => {
  api.describe({ key: 'site:sandbox' });

  api.onBuildComplete(async ({ err }) => {
    if (err) return;
    for (const [file, content] of Object.entries(await runnerFiles(api.cwd))) {
      const target = path.join(api.paths.absOutputPath, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
  });

  // the dev server bundles the runner afresh when the runner page is asked for
  let latest: Record<string, string> = {};
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const folder = `/${path.posix.dirname(RUNNER_PAGE)}/`;
      const at = (req.path ?? '').lastIndexOf(folder);
      if (at < 0) return next();
      const file = req.path.slice(at + 1);
      const answer = () => {
        if (!(file in latest)) return next();
        res.type(file.endsWith('.js') ? 'text/javascript' : 'text/html');
        res.send(latest[file]);
      };
      if (!file.endsWith('.html')) return answer();
      runnerFiles(api.cwd).then((files) => {
        latest = files;
        answer();
      }, next);
    },
  ]);
};
