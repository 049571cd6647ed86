import { execFileSync } from 'child_process';
import { readdirSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

/**
 * `npm run typecheck` (tsc over tsconfig.json) must check every TypeScript file of the project:
 * a file named only by a string path (a plugin listed in .dumirc.ts, a loader's .d.cts twin) is
 * otherwise never compiled, so its type errors would go unseen.
 */
const root = path.resolve(__dirname, '../../..');
const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;

function typeScriptFilesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : typeScriptFilesUnder(relative);
    return TYPESCRIPT.test(entry.name) ? [relative] : [];
  });
}

/** The files tsc reads for tsconfig.json, relative to the project root. */
function listedByTsc(): Set<string> {
  const tsc = require.resolve('typescript/bin/tsc');
  const out = execFileSync(process.execPath, [tsc, '--listFilesOnly', '-p', 'tsconfig.json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Set(
    out
      .split('\n')
      .filter(Boolean)
      .map((file) => path.relative(root, file).split(path.sep).join('/')),
  );
}

describe('type-check coverage (tsc --listFiles over tsconfig.json)', () => {
  const listed = listedByTsc();

  it.each(['plugins', 'src', 'tests', 'scripts'])('includes every TypeScript file under %s/', (dir) => {
    const files = typeScriptFilesUnder(dir);
    if (dir === 'plugins') expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('includes .dumirc.ts and the plugins it names by path', () => {
    expect(listed.has('.dumirc.ts')).toBe(true);
    expect(listed.has('plugins/publish/index.ts')).toBe(true);
    expect(listed.has('plugins/patches/index.ts')).toBe(true);
  });

  it('reads no file from the build output', () => {
    expect([...listed].filter((file) => file.startsWith('docs-dist/'))).toEqual([]);
  });
}, 180_000);
