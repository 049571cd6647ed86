import { readdirSync, statSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

const BASELINES = path.join(__dirname, '../../e2e/__screenshots__');
/** The size budget for the committed visual baselines, which every clone downloads. */
const BUDGET_BYTES = 15 * 1024 * 1024;

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

describe('visual baselines', () => {
  it('are committed PNGs within 15 MB in all', () => {
    const all = files(BASELINES);
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((file) => !file.endsWith('.png'))).toEqual([]);
    const bytes = all.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
