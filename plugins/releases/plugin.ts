/*
 * dumi plugin: every release's cost (./cost.ts) measured once per build or dev server and written
 * as the tmp module `@@/releases/costs`, which src/compare/loadCosts.ts imports in a chunk of its
 * own. The measure is kept in node_modules/.cache/release-costs, keyed by what it depends on.
 */
import type { IApi } from 'dumi';
import { createHash } from 'crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'fs';
import path from 'path';
import { RELEASES } from '../../src/versions/releases';
import { installedPackage, measureReleaseCosts, releaseDependencies, type ReleaseCost } from './cost';

/** The tmp module's path under .dumi/tmp, imported as `@@/releases/costs`. */
export const COSTS_MODULE = 'releases/costs.ts';

/** The tmp module's source: the costs as a typed constant, its default export. */
export function renderCostsModule(costs: readonly ReleaseCost[]): string {
  return `import type { ReleaseCost } from '@site/compare/cost';

const costs: readonly ReleaseCost[] = ${JSON.stringify(costs, null, 2)};

export default costs;
`;
}

/**
 * What a measure depends on: the checkout, each release's installed version and its
 * dependencies', the bundler's and minifier's versions, and the measuring code itself.
 */
export function costsCacheKey(cwd: string): string {
  const hash = createHash('sha256');
  // the bundle names its modules' paths: a checkout elsewhere (a worktree sharing node_modules) measures its own
  hash.update(`${cwd};`);
  for (const release of RELEASES) {
    const { dependencies } = releaseDependencies(cwd, release);
    hash.update(`${release.alias}@${installedPackage(cwd, release.alias).version};`);
    for (const dependency of dependencies) hash.update(`${dependency.name}@${dependency.version};`);
  }
  for (const name of ['@umijs/bundler-webpack', '@swc/core']) hash.update(`${name}@${installedPackage(cwd, name).version};`);
  hash.update(readFileSync(path.join(__dirname, 'cost.ts')));
  return hash.digest('hex').slice(0, 16);
}

/** The costs from the cache when the installed packages are the same, else measured and kept. */
export async function cachedReleaseCosts(cwd: string): Promise<{ costs: ReleaseCost[]; cached: boolean }> {
  const folder = path.join(cwd, 'node_modules', '.cache', 'release-costs');
  const file = path.join(folder, `${costsCacheKey(cwd)}.json`);
  try {
    return { costs: JSON.parse(readFileSync(file, 'utf8')) as ReleaseCost[], cached: true };
  } catch {
    const costs = await measureReleaseCosts(cwd);
    mkdirSync(folder, { recursive: true });
    // written whole, then renamed: a build running beside this one never reads half a file
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(costs));
    renameSync(partial, file);
    return { costs, cached: false };
  }
}

export default (api: IApi) => {
  // umi keys a plugin by its file name, and compat/plugin.ts holds `plugin`
  api.describe({ key: 'releaseCosts' });
  // measured once per process: the dev server regenerates its tmp files on every change
  let measure: Promise<ReleaseCost[]> | undefined;
  const costs = () => {
    measure ??= (async () => {
      const started = Date.now();
      const result = await cachedReleaseCosts(api.cwd);
      api.logger.info(`release costs ${result.cached ? 'read from the cache' : 'measured'} in ${Date.now() - started} ms`);
      return result.costs;
    })();
    return measure;
  };

  api.register({
    key: 'onGenerateFiles',
    fn: async () => {
      api.writeTmpFile({ noPluginDir: true, path: COSTS_MODULE, content: renderCostsModule(await costs()) });
    },
  });
};
