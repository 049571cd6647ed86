// @vitest-environment node
import { build } from 'esbuild';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { EXTERNALS, entrySource, gzipSize, measureReleaseCosts } from '../../../plugins/releases/cost';
import { RELEASES, releaseOf } from '@site/versions';

const cwd = path.resolve(__dirname, '../../..');

/** The same entry bundled by esbuild: a second opinion on the size, independent of webpack and swc. */
async function esbuildGzip(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: cwd, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    external: EXTERNALS,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSize(result.outputFiles[0].text);
}

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
