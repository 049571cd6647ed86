// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { describe, expect, it, vi } from 'vitest';
import { entrySource, measureReleaseCosts } from '../../../plugins/releases/cost';
import { cachedReleaseCosts, renderCostsModule } from '../../../plugins/releases/plugin';
import { RELEASE_IDS, RELEASES, releaseOf } from '@site/versions';
import { esbuildGzip } from './esbuildSize';

const cwd = path.resolve(__dirname, '../../..');

describe('release cost at build time', async () => {
  const costs = await measureReleaseCosts(cwd);

  it.each(RELEASES.map((release) => release.id))('%s: webpack and esbuild agree within 10 %', async (id) => {
    const release = releaseOf(id);
    const cost = costs.find((entry) => entry.release === id);
    const other = await esbuildGzip(entrySource(release));
    expect(cost?.gzip).toBeGreaterThan(1000);
    expect(Math.abs((cost?.gzip ?? 0) - other) / other, `webpack ${cost?.gzip} B, esbuild ${other} B gzipped`).toBeLessThan(0.1);
  });

  it('names the util package each release depends on, its installed version and React peer range', () => {
    for (const cost of costs) {
      const release = releaseOf(cost.release);
      const names = cost.dependencies.map((dependency) => dependency.name).sort();
      expect(names).toEqual(cost.release === '1.5.0' ? ['@rc-component/util', 'clsx'] : ['@babel/runtime', 'classnames', 'rc-util']);
      const util = cost.dependencies.find((dependency) => dependency.name === release.util.name);
      expect(util).toMatchObject({ range: release.util.range, version: release.util.version });
      expect(cost.peerReact).toBe('>=16.9.0');
      // @rc-component/util asks for React 18 although @rc-component/pagination 1.5.0 names 16.9
      expect(util?.peerReact).toBe(cost.release === '1.5.0' ? '>=18.0.0' : '>=16.9.0');
    }
  });
});

describe('the costs module of the build', async () => {
  const { costs } = await cachedReleaseCosts(cwd);

  it('is the cached measure, equal to a fresh one', async () => {
    expect(costs).toEqual(await measureReleaseCosts(cwd));
    expect(await cachedReleaseCosts(cwd)).toEqual({ costs, cached: true });
  });

  it('loadReleaseCosts reads every release cost from the module the plugin writes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'rcp-costs-module-'));
    try {
      const file = path.join(folder, 'costs.ts');
      writeFileSync(file, renderCostsModule(costs));
      vi.doMock('@@/releases/costs', () => import(file));
      const { loadReleaseCosts } = await import('@site/compare/loadCosts');
      const loaded = await loadReleaseCosts();
      expect(loaded.map((cost) => cost.release)).toEqual([...RELEASE_IDS]);
      for (const cost of loaded) {
        expect(cost).toEqual({
          release: cost.release,
          bytes: expect.any(Number),
          gzip: expect.any(Number),
          peerReact: expect.any(String),
          dependencies: expect.arrayContaining([expect.objectContaining({ name: releaseOf(cost.release).util.name })]),
        });
        expect(cost.gzip).toBeLessThan(cost.bytes);
      }
      expect(loaded).toEqual(costs);
    } finally {
      vi.doUnmock('@@/releases/costs');
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
