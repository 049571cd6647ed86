// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import webpack, { type Stats } from 'webpack';
import { narrowStatsJson } from '../../../plugins/patches/routePreloadStats';

/** The fields of each chunk umi's routePreloadOnLoad reads (checked by the registry entry). */
type Chunk = { entry?: boolean; files?: string[]; id?: unknown; origins?: Array<{ moduleName?: string; request?: string }> };
const readByUmi = (chunks: Chunk[]) =>
  chunks.map(({ entry, files, id, origins }) => ({
    entry,
    files,
    id,
    origins: (origins ?? []).map(({ moduleName, request }) => ({ moduleName, request })),
  }));

const dir = mkdtempSync(path.join(tmpdir(), 'route-preload-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<Stats> {
  writeFileSync(path.join(dir, 'a.js'), 'export default "a";\n');
  writeFileSync(path.join(dir, 'b.js'), 'import "./a"; export default "b";\n');
  writeFileSync(
    path.join(dir, 'route.js'),
    'export const routes = [() => import(/* webpackChunkName: "p__a" */ "./a"), () => import("./b")];\n',
  );
  writeFileSync(path.join(dir, 'index.js'), 'import("./route").then(console.log);\n');
  return new Promise((resolve, reject) => {
    webpack(
      { mode: 'production', context: dir, entry: { umi: './index.js' }, output: { path: path.join(dir, 'dist') } },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    );
  });
}

describe('routePreloadStats (umi route preloading reads narrowed stats)', () => {
  it("answers toJson() with the chunks' entry, files, id and origins webpack's full answer has", async () => {
    const stats = await build();
    const full = stats.toJson() as { chunks: Chunk[]; modules?: unknown[] };
    expect(full.modules?.length).toBeGreaterThan(0);

    const restore = narrowStatsJson(stats);
    const narrowed = stats.toJson() as { chunks: Chunk[]; modules?: unknown[] };
    expect(narrowed.modules).toBeUndefined();
    expect(readByUmi(narrowed.chunks)).toEqual(readByUmi(full.chunks));
    expect(narrowed.chunks.some((chunk) => chunk.origins?.some((o) => o.moduleName?.endsWith('route.js')))).toBe(true);
    // a caller that asks for something gets what it asked
    expect((stats.toJson({ all: false, modules: true }) as { modules?: unknown[] }).modules?.length).toBeGreaterThan(0);

    restore();
    expect((stats.toJson() as { modules?: unknown[] }).modules?.length).toBe(full.modules?.length);
  }, 120_000);

  it('leaves a stats object without toJson alone', () => {
    const stats = { compilation: {} };
    narrowStatsJson(stats)();
    expect(stats).toEqual({ compilation: {} });
  });
});
