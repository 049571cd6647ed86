// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  NOTES,
  checkCompat,
  fillTables,
  gainsTable,
  installedPath,
  registryTable,
  type PatchEntry,
  type PatchedFile,
} from '../../../plugins/compat/check.cjs';
import { GAIN_BAR, PATCHES, meetsGainBar } from '../../../plugins/compat/registry.cjs';
import { reportCompat } from '../../../plugins/compat/plugin';
import demoSuspenseLoader from '../../../plugins/patches/demoSuspense.cjs';

const root = path.resolve(__dirname, '../../..');
const entry = (name: string) => PATCHES.find((patch) => patch.name === name) as PatchEntry;

describe('the registry of dependency patches', () => {
  it('lists every loader, substitution and config change with the files it depends on and what the site loses without it', () => {
    expect(PATCHES.length).toBeGreaterThanOrEqual(18);
    for (const patch of PATCHES) {
      expect(['loader', 'substitution', 'config']).toContain(patch.kind);
      expect(['wrong', 'slower']).toContain(patch.impact);
      expect(patch.files.length, patch.name).toBeGreaterThan(0);
      for (const file of patch.files) expect(file.expects.length).toBeGreaterThan(0);
    }
    expect(new Set(PATCHES.map((patch) => patch.name)).size).toBe(PATCHES.length);
  });

  it('gives each slower entry a measured gain that reaches the bar, what it buys and how to take it out', () => {
    const slower = PATCHES.filter((patch) => patch.impact === 'slower');
    expect(slower.length).toBeGreaterThan(0);
    for (const patch of slower) expect(meetsGainBar(patch.gain), patch.name).toBe(true);
    for (const patch of PATCHES.filter((one) => one.gain)) {
      expect(patch.buys, patch.name).toBeTruthy();
      expect(patch.removal, patch.name).toBeTruthy();
    }
  });

  it('holds a gain to the bar: first-load KiB on some page kind, or seconds of a cold build or dev start', () => {
    const below = GAIN_BAR.firstLoadKiBGz - 0.1;
    expect(meetsGainBar({ firstLoadKiBGz: { home: below, demo: below } })).toBe(false);
    expect(meetsGainBar({ firstLoadKiBGz: { home: below, demo: GAIN_BAR.firstLoadKiBGz } })).toBe(true);
    expect(meetsGainBar({ buildSeconds: GAIN_BAR.seconds - 0.1 })).toBe(false);
    expect(meetsGainBar({ devStartSeconds: GAIN_BAR.seconds })).toBe(true);
    expect(meetsGainBar(undefined)).toBe(false);
  });

  it('names, for each patch, a source file that exists', () => {
    for (const patch of PATCHES) expect(existsSync(path.join(root, patch.source)), patch.name).toBe(true);
  });

  it("is what the notes' tables show (regenerate: node plugins/compat/check.cjs --write)", () => {
    const notes = readFileSync(NOTES, 'utf8');
    expect(notes).toContain(registryTable(PATCHES));
    expect(notes).toContain(gainsTable(PATCHES));
    expect(fillTables(notes)).toBe(notes);
  });

  it('makes tables that change with the registry', () => {
    const first = PATCHES.find((patch) => patch.gain)!;
    const changed = PATCHES.map((patch) =>
      patch === first ? { ...patch, source: 'plugins/elsewhere.cjs', buys: 'something else' } : patch,
    );
    expect(registryTable(changed)).not.toBe(registryTable(PATCHES));
    expect(registryTable(changed)).toContain('plugins/elsewhere.cjs');
    expect(gainsTable(changed)).toContain('something else');
    const notes = readFileSync(NOTES, 'utf8');
    expect(fillTables(notes, changed)).not.toBe(notes);
  });

  it.each(PATCHES.flatMap((patch) => patch.files.map((file) => [`${patch.name}: ${file.package}/${file.file}`, patch, file] as const)))(
    '%s fits the installed dependency',
    (_, patch, file) => {
      expect(checkCompat({ root, patches: [{ ...patch, files: [file] }] })).toEqual([]);
      // the expectation is a real test: it does not hold for an empty file
      expect(file.check('')).toBe(false);
    },
  );
});

describe('a dependency that changed under a patch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compat-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A temporary copy of the patched file with the same code and different whitespace, as an upgrade might. */
  function drifted(name: string, from: string, to: string): Record<string, string> {
    const [file] = entry(name).files;
    const source = readFileSync(installedPath(file, root), 'utf8');
    expect(source).toContain(from);
    const copy = path.join(dir, `${name}.js`);
    writeFileSync(copy, source.split(from).join(to));
    return { [name]: copy };
  }

  const copies = {
    ...drifted('lazyTabs', "import * as tab{{{index}}} from '{{{file}}}';", "import * as tab{{{index}}}\n  from '{{{file}}}';"),
    ...drifted('demoSuspense', 'React.memo(InternalDumiDemo, areDumiDemoPropsEqual)', 'React.memo(\n  InternalDumiDemo,\n  areDumiDemoPropsEqual\n)'),
  };
  const locate = (file: PatchedFile, at: string, patch: PatchEntry) => copies[patch.name] ?? installedPath(file, at);
  const problems = checkCompat({ root, locate });

  it('is found, naming the patch, the file and what to do', () => {
    expect(problems.map((problem) => problem.name).sort()).toEqual(['demoSuspense', 'lazyTabs']);
    const demo = problems.find((problem) => problem.name === 'demoSuspense')!;
    const tabs = problems.find((problem) => problem.name === 'lazyTabs')!;
    expect(demo.message).toContain('dumi/dist/client/theme-api/DumiDemo/index.js');
    expect(demo.message).toContain('the site is wrong');
    expect(tabs.message).toContain('dumi/dist/features/tabs.js');
    expect(tabs.message).toContain('plugins/patches/lazyTabs.cjs');
    expect(tabs.message).toContain('plugins/README.md');
  });

  it('fails a production build with the patch names', () => {
    expect(() => reportCompat(problems, 'production')).toThrow(/demoSuspense[\s\S]*lazyTabs|lazyTabs[\s\S]*demoSuspense/);
  });

  it('only warns, visibly, in the dev server', () => {
    const warn = vi.fn();
    expect(() => reportCompat(problems, 'development', warn)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('lazyTabs');
    expect(warn.mock.calls[0][0]).toContain('demoSuspense');
  });

  it('is caught by a version outside the range the patches were written for', () => {
    const found = checkCompat({ root, patches: [entry('demoSuspense')], version: () => '2.5.0' });
    expect(found).toHaveLength(1);
    expect(found[0].message).toMatch(/demoSuspense: written for dumi@2\.4\.x, 2\.5\.0 is installed/);
  });

  it('fails the loader itself in a production build, and warns in development', () => {
    const source = readFileSync(copies.demoSuspense, 'utf8');
    const resourcePath = copies.demoSuspense;
    expect(() => demoSuspenseLoader.call({ mode: 'production', resourcePath }, source)).toThrow(
      /demoSuspense: .* not found in .*demoSuspense\.js/,
    );
    const emitWarning = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(demoSuspenseLoader.call({ mode: 'development', resourcePath, emitWarning }, source)).toBe(source);
    } finally {
      process.env.NODE_ENV = env;
      warn.mockRestore();
    }
    expect(emitWarning).toHaveBeenCalledTimes(1);
  });
});
