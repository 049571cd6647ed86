/*
 * What each release costs an app: the gzip size of the component with its dependencies, bundled
 * with umi's webpack and swc's minifier, React left out; and the dependencies it installs with the
 * React range each asks for (maintainers/compare-releases.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { gzipSync } from 'zlib';
import type { DependencyCost, ReleaseCost } from '../../src/compare/cost';
import { RELEASES, type Release, type ReleaseId } from '../../src/versions/releases';

export type { DependencyCost, ReleaseCost };

/** Packages the page already has: left out of every bundle. */
export const EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The package.json of `name` as Node would find it from `folder`: up through each node_modules. */
export function installedPackage(folder: string, name: string): PackageJson & { dir: string } {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    try {
      return { ...(JSON.parse(readFileSync(file, 'utf8')) as PackageJson), dir: path.dirname(file) };
    } catch {
      if (path.dirname(dir) === dir) throw new Error(`${name} is not installed above ${folder}`);
    }
  }
}

/** The release's dependencies as installed, from the package.json files. */
export function releaseDependencies(cwd: string, release: Release): { peerReact: string | null; dependencies: DependencyCost[] } {
  const own = installedPackage(cwd, release.alias);
  const dependencies = Object.entries(own.dependencies ?? {}).map(([name, range]) => {
    const installed = installedPackage(own.dir, name);
    return { name, range, version: installed.version, peerReact: installed.peerDependencies?.react ?? null };
  });
  return { peerReact: own.peerDependencies?.react ?? null, dependencies };
}

/** The module a demo's import amounts to: the release's default export, kept by a side effect. */
export function entrySource(release: Release): string {
  return `import Pagination from '${release.alias}';\nglobalThis.__pagination = Pagination;\n`;
}

type UmiWebpack = typeof import('@umijs/bundler-webpack/compiled/webpack');
type Stats = import('@umijs/bundler-webpack/compiled/webpack').Stats;
type Minifier = typeof import('@umijs/bundler-webpack/compiled/terser-webpack-plugin');

/** Bundles every release's entry in one webpack compile; returns each minified bundle's text. */
async function bundleWithWebpack(cwd: string, releases: readonly Release[]): Promise<Map<ReleaseId, string>> {
  // the copies umi builds the site with, not a webpack of our own
  const { webpack } = require('@umijs/bundler-webpack/compiled/webpack') as UmiWebpack;
  const TerserPlugin = require('@umijs/bundler-webpack/compiled/terser-webpack-plugin') as Minifier;
  const folder = mkdtempSync(path.join(tmpdir(), 'rcp-cost-'));
  try {
    const entry: Record<string, string> = {};
    for (const release of releases) {
      const file = path.join(folder, `${release.id}.js`);
      writeFileSync(file, entrySource(release));
      entry[release.id] = file;
    }
    const compiler = webpack({
      mode: 'production',
      context: cwd,
      entry,
      target: ['web', 'es2020'],
      output: { path: path.join(folder, 'out'), filename: '[name].js' },
      externals: Object.fromEntries(EXTERNALS.map((name) => [name, `var ${JSON.stringify(name)}`])),
      resolve: { modules: [path.join(cwd, 'node_modules'), 'node_modules'] },
      optimization: {
        splitChunks: false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, extractComments: false })],
      },
      performance: { hints: false },
      devtool: false,
    });
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    return new Map(releases.map((release) => [release.id, readFileSync(path.join(folder, 'out', `${release.id}.js`), 'utf8')]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Gzipped size of a text, as a host serves it. */
export const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** Every release's cost: bundle sizes and dependencies. */
export async function measureReleaseCosts(cwd: string, releases: readonly Release[] = RELEASES): Promise<ReleaseCost[]> {
  const bundles = await bundleWithWebpack(cwd, releases);
  return releases.map((release) => {
    const text = bundles.get(release.id) ?? '';
    return { release: release.id, bytes: Buffer.byteLength(text), gzip: gzipSize(text), ...releaseDependencies(cwd, release) };
  });
}
