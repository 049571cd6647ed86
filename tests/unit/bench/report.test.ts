// @vitest-environment node
import { describe, expect, it } from 'vitest';
import budgets from '../../../scripts/bench/budgets.json';
import {
  buildPhases,
  formatPhases,
  checkBudgets,
  checkCodeBytes,
  checkHostileLinks,
  checkReleaseParts,
  formatHostileLinks,
  formatMisses,
  formatTable,
  isQuiet,
  keptRuns,
  lessDisturbed,
  needsAnotherRun,
  pickMedianRun,
  stealShare,
  summarizeRun,
  type HostileLinkFigures,
  type LighthouseResultLike,
  type PageResult,
} from '../../../scripts/bench/report.mjs';

const goodPage: PageResult = {
  route: 'demo/basic',
  score: 0.99,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0,
  scriptBytes: 120 * 1024,
  scriptRequests: 4,
};

function lhr(overrides: Partial<Record<string, number>> = {}): LighthouseResultLike {
  return {
    categories: { performance: { score: overrides.score ?? 0.97 } },
    audits: {
      'largest-contentful-paint': { numericValue: overrides.lcp ?? 1500 },
      'total-blocking-time': { numericValue: overrides.tbt ?? 60 },
      'cumulative-layout-shift': { numericValue: overrides.cls ?? 0.001 },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 9000 },
            { resourceType: 'Script', transferSize: 100_000 },
            { resourceType: 'Stylesheet', transferSize: 7000 },
            { resourceType: 'Script', transferSize: 20_000 },
            { resourceType: 'Script' },
          ],
        },
      },
    },
  };
}

describe('summarizeRun', () => {
  it('sums the transfer size of script requests only', () => {
    const figures = summarizeRun(lhr());
    expect(figures.scriptBytes).toBe(120_000);
    expect(figures.scriptRequests).toBe(3);
  });

  it('reads score, LCP, TBT and CLS', () => {
    expect(summarizeRun(lhr({ score: 0.9, lcp: 2100, tbt: 10, cls: 0.05 }))).toMatchObject({
      score: 0.9,
      lcpMs: 2100,
      tbtMs: 10,
      cls: 0.05,
    });
  });

  it('gives NaN for an audit that produced no number, so the budget check fails', () => {
    const broken = lhr();
    broken.audits['total-blocking-time'] = undefined;
    const figures = summarizeRun(broken);
    expect(figures.tbtMs).toBeNaN();
    const misses = checkBudgets(
      { pages: [{ ...figures, route: '' }], buildSeconds: null },
      budgets,
    );
    expect(misses.map((miss) => miss.metric)).toEqual(['TBT ms']);
  });
});

describe('pickMedianRun', () => {
  it('returns the run with the middle performance score', () => {
    const runs = [
      { score: 0.99, id: 'a' },
      { score: 0.8, id: 'b' },
      { score: 0.95, id: 'c' },
    ];
    expect(pickMedianRun(runs).id).toBe('c');
  });

  it('takes the lower middle run for an even count', () => {
    expect(pickMedianRun([{ score: 0.9 }, { score: 1 }]).score).toBe(0.9);
  });

  it('refuses an empty list', () => {
    expect(() => pickMedianRun([])).toThrow(/at least one run/);
  });
});

describe('checkBudgets', () => {
  it('passes a page and a build inside every budget', () => {
    expect(checkBudgets({ pages: [goodPage], buildSeconds: 40 }, budgets)).toEqual([]);
  });

  it('accepts figures exactly on the limit', () => {
    const onLimit = {
      ...goodPage,
      score: budgets.minPerformanceScore,
      lcpMs: budgets.maxLcpMs,
      tbtMs: budgets.maxTbtMs,
      cls: budgets.maxCls,
      scriptBytes: budgets.maxFirstLoadScriptKiB * 1024,
    };
    expect(
      checkBudgets({ pages: [onLimit], buildSeconds: budgets.maxBuildSeconds }, budgets),
    ).toEqual([]);
  });

  it('names every missed budget with the route, the figure and the limit', () => {
    const slow = {
      ...goodPage,
      score: 0.8,
      lcpMs: 2500,
      tbtMs: 300,
      cls: 0.1,
      scriptBytes: 300 * 1024,
    };
    const misses = checkBudgets({ pages: [slow], buildSeconds: 75 }, budgets);
    expect(misses).toEqual([
      { route: 'demo/basic', metric: 'performance', actual: 0.8, limit: 0.95 },
      { route: 'demo/basic', metric: 'LCP ms', actual: 2500, limit: 2000 },
      { route: 'demo/basic', metric: 'TBT ms', actual: 300, limit: 150 },
      { route: 'demo/basic', metric: 'CLS', actual: 0.1, limit: 0.02 },
      { route: 'demo/basic', metric: 'script KiB', actual: 300, limit: 186 },
      { route: '(build)', metric: 'build s', actual: 75, limit: 60 },
    ]);
  });

  it('checks the first-load script budget in KiB: one byte over fails', () => {
    const over = { ...goodPage, scriptBytes: 186 * 1024 + 1 };
    expect(checkBudgets({ pages: [over], buildSeconds: null }, budgets)).toHaveLength(1);
  });

  it("holds opening search and a keystroke's search to their budgets, per language", () => {
    const search = (bytes: number, p95Ms: number) => ({
      sizes: [{ locale: 'zh-CN', total: bytes }],
      keystrokes: [{ locale: 'zh-CN', cpu: { p95Ms } }],
    });
    const limit = budgets.maxSearchOpenKiB * 1024;
    expect(
      checkBudgets(
        { pages: [], buildSeconds: null, search: search(limit, budgets.maxSearchKeystrokeMs) },
        budgets,
      ),
    ).toEqual([]);
    const misses = checkBudgets(
      { pages: [], buildSeconds: null, search: search(limit + 1, 60) },
      budgets,
    );
    expect(misses.map(({ route, metric, limit: max }) => [route, metric, max])).toEqual([
      ['(search zh-CN)', 'opening KiB', budgets.maxSearchOpenKiB],
      ['(search zh-CN)', 'keystroke ms', budgets.maxSearchKeystrokeMs],
    ]);
    expect(formatMisses(misses)).toContain(`(search zh-CN): keystroke ms 60 (budget ${budgets.maxSearchKeystrokeMs})`);
  });

  it('does not check the build time when the build was skipped', () => {
    expect(checkBudgets({ pages: [], buildSeconds: null }, budgets)).toEqual([]);
  });
});

describe('formatTable and formatMisses', () => {
  it('prints one aligned row per page with the home page as /', () => {
    const table = formatTable([{ ...goodPage, route: '' }, goodPage]).split('\n');
    expect(table[0]).toMatch(/^route\s+perf\s+LCP ms\s+TBT ms\s+CLS\s+script KiB\s+runs$/);
    expect(table[1]).toMatch(/^\/\s+0\.99\s+1200\s+40\s+0\.000\s+120\.0$/);
    expect(table[2].startsWith('/demo/basic')).toBe(true);
    expect(new Set(table.slice(1).map((line) => line.length)).size).toBe(1);
  });

  it('says how many runs a page took and how many kept ones the host disturbed', () => {
    const table = formatTable([
      { ...goodPage, attempts: 5, disturbedRuns: 0 },
      { ...goodPage, route: 'zh-CN', attempts: 15, disturbedRuns: 2 },
    ]).split('\n');
    expect(table[1]).toMatch(/120\.0\s+5$/);
    expect(table[2]).toMatch(/120\.0\s+15, 2 busy$/);
    expect(table[1].indexOf('120.0')).toBe(table[2].indexOf('120.0'));
  });

  it('describes each miss on its own line', () => {
    const text = formatMisses([
      { route: 'zh-CN', metric: 'TBT ms', actual: 210.456, limit: 150 },
      { route: '(build)', metric: 'build s', actual: 70, limit: 60 },
    ]);
    expect(text).toBe('/zh-CN: TBT ms 210.456 (budget 150)\n(build): build s 70 (budget 60)');
  });
});

describe('stealShare (CPU time the VM host took during the bench)', () => {
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const line = (user: number, idle: number, steal: number) =>
    `cpu  ${user} 0 0 ${idle} 0 0 0 ${steal} 0 0`;

  it('is the steal ticks over all ticks between two readings', () => {
    expect(stealShare(line(100, 500, 100), line(500, 700, 300))).toBeCloseTo(200 / 800);
    expect(stealShare(line(100, 500, 50), line(600, 900, 50))).toBe(0);
  });

  it('is null without both readings, for a line it cannot read, or when no time passed', () => {
    expect(stealShare(undefined, line(1, 1, 1))).toBeNull();
    expect(stealShare(line(1, 1, 1), 'cpu 1 2')).toBeNull();
    expect(stealShare('cpu a b c d e f g h', line(1, 1, 1))).toBeNull();
    expect(stealShare(line(5, 5, 5), line(5, 5, 5))).toBeNull();
  });
});

describe('runs disturbed by the VM host (steal over the limit) are repeated, not counted', () => {
  const options = { wanted: 3, maxSteal: 0.05, maxAttempts: 6 };
  const run = (id: number, cpuSteal: number | null) => ({ id, cpuSteal });

  it('counts a run as quiet at or under the limit, or when steal could not be read', () => {
    expect(isQuiet(run(1, 0.05), 0.05)).toBe(true);
    expect(isQuiet(run(1, null), 0.05)).toBe(true);
    expect(isQuiet({}, 0.05)).toBe(true);
    expect(isQuiet(run(1, 0.051), 0.05)).toBe(false);
  });

  it('asks for another run until enough quiet ones are in, within the cap', () => {
    expect(needsAnotherRun([], options)).toBe(true);
    expect(needsAnotherRun([run(1, 0), run(2, 0.2), run(3, 0)], options)).toBe(true);
    expect(needsAnotherRun([run(1, 0), run(2, 0.2), run(3, 0), run(4, 0.01)], options)).toBe(false);
    const busy = [0.2, 0.3, 0.1, 0.2, 0.4, 0.09].map((steal, i) => run(i, steal));
    expect(needsAnotherRun(busy, options)).toBe(false);
  });

  it('keeps the first quiet runs and leaves the disturbed ones out', () => {
    const runs = [run(1, 0.3), run(2, 0.01), run(3, 0.02), run(4, 0.2), run(5, 0), run(6, 0)];
    expect(keptRuns(runs, options)).toEqual({
      runs: [run(2, 0.01), run(3, 0.02), run(5, 0)],
      disturbed: 0,
    });
  });

  it('fills up with the least disturbed runs when the attempts ran out, and says how many', () => {
    const runs = [run(1, 0.3), run(2, 0.01), run(3, 0.1), run(4, 0.2), run(5, 0.4), run(6, 0.08)];
    expect(keptRuns(runs, options)).toEqual({
      runs: [run(2, 0.01), run(6, 0.08), run(3, 0.1)],
      disturbed: 2,
    });
  });

  it('of two rounds of a page, keeps the one with fewer disturbed runs, not the better figures', () => {
    const busy = { route: 'zh-CN', score: 1, disturbedRuns: 3 };
    const calmer = { route: 'zh-CN', score: 0.8, disturbedRuns: 1 };
    expect(lessDisturbed(busy, calmer)).toBe(calmer);
    expect(lessDisturbed(calmer, busy)).toBe(calmer);
    const tie = { ...calmer, score: 1 };
    expect(lessDisturbed(calmer, tie)).toBe(calmer);
    expect(lessDisturbed({ score: 0.9 }, { score: 1, disturbedRuns: 0 })).toEqual({ score: 0.9 });
  });
});

describe('checkCodeBytes', () => {
  const KiB = 1024;
  it('holds at the budgets and misses above them, each figure on its own', () => {
    const onLimit = {
      route: 'demo/basic',
      showBytes: budgets.maxShowCodeKiB * KiB,
      showAndEditBytes: budgets.maxShowAndFirstEditKiB * KiB,
      compareBytes: budgets.maxCompareOpenKiB * KiB,
    };
    expect(checkCodeBytes(onLimit, budgets)).toEqual([]);
    const misses = checkCodeBytes({ ...onLimit, showBytes: onLimit.showBytes + 1 }, budgets);
    expect(misses.map((miss) => miss.metric)).toEqual(['show code KiB']);
    const edit = checkCodeBytes({ ...onLimit, showAndEditBytes: 213 * KiB }, budgets);
    expect(edit).toEqual([
      { route: 'demo/basic', metric: 'show + first edit KiB', actual: 213, limit: budgets.maxShowAndFirstEditKiB },
    ]);
    const compare = checkCodeBytes({ ...onLimit, compareBytes: onLimit.compareBytes + 1 }, budgets);
    expect(compare.map((miss) => miss.metric)).toEqual(['opening the comparison KiB']);
  });

  it('counts a figure that was not measured as a miss', () => {
    expect(checkCodeBytes({ route: 'demo/basic', showBytes: NaN, showAndEditBytes: NaN, compareBytes: NaN }, budgets)).toHaveLength(3);
  });
});

describe('buildPhases', () => {
  const marks = [
    { phase: 'start', at: 4 },
    { phase: 'server bundle', at: 14.5 },
    { phase: 'client bundle', at: 26 },
  ];

  it("gives each phase the time since the mark before, and the build's rest after the last", () => {
    expect(buildPhases(marks, 27.25)).toEqual([
      { phase: 'start', seconds: 4 },
      { phase: 'server bundle', seconds: 10.5 },
      { phase: 'client bundle', seconds: 11.5 },
      { phase: 'exit (and npx)', seconds: 1.25 },
    ]);
  });

  it('gives nothing without marks (a build without the phases plugin)', () => {
    expect(buildPhases([], 30)).toEqual([]);
  });

  it("prints one line per phase with its share of the whole", () => {
    const lines = formatPhases(buildPhases(marks, 27.25)).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/server bundle\s+10\.5 s\s+39 %$/);
  });

  it("adds each phase's CPU time when the marks carry the process's CPU seconds", () => {
    const withCpu = [
      { phase: 'start', at: 4, cpu: 5.5 },
      { phase: 'server bundle', at: 14.5, cpu: 17.75 },
    ];
    expect(buildPhases(withCpu, 15)).toEqual([
      { phase: 'start', seconds: 4, cpuSeconds: 5.5 },
      { phase: 'server bundle', seconds: 10.5, cpuSeconds: 12.25 },
      { phase: 'exit (and npx)', seconds: 0.5 },
    ]);
    expect(formatPhases(buildPhases(withCpu, 15)).split('\n')[1]).toMatch(/server bundle\s+10\.5 s\s+70 %  \(CPU 12\.3 s\)$/);
  });
});

describe('checkReleaseParts', () => {
  const limit = budgets.maxRunnerReleasePartKiB * 1024;
  it("holds each release's part of the runner to its budget, and only the release parts", () => {
    const parts = [
      { file: 'runner.5.1.0.0123abcd.js', gzipBytes: limit },
      { file: 'runner.1.5.0.89abcdef.js', gzipBytes: limit + 1 },
      { file: 'runner.select.0123abcd.js', gzipBytes: limit * 3 },
      { file: 'runner.0123abcd.js', gzipBytes: limit * 7 },
    ];
    expect(checkReleaseParts(parts, budgets)).toEqual([
      {
        route: 'sandbox/runner.1.5.0.89abcdef.js',
        metric: 'runner release part KiB (gz)',
        actual: (limit + 1) / 1024,
        limit: budgets.maxRunnerReleasePartKiB,
      },
    ]);
  });
});

describe('checkHostileLinks (a hostile share address never holds the main thread over 200 ms)', () => {
  const limit = budgets.maxHostileLinkTaskMs;
  const figures = (longest: number[]): HostileLinkFigures => ({
    route: 'demo/basic',
    cases: [
      { name: 'no share address (for comparison)', budgeted: false, runsMs: [limit * 3], longestMs: limit * 3 },
      ...longest.map((longestMs, index) => ({ name: `link ${index}`, budgeted: true, runsMs: [longestMs], longestMs })),
    ],
  });

  it('allows a hostile share address 200 ms of the main thread', () => {
    expect(limit).toBe(200);
  });

  it('holds each hostile address to the budget and leaves the comparison unchecked', () => {
    expect(checkHostileLinks(figures([0, limit]), budgets)).toEqual([]);
    expect(checkHostileLinks(figures([limit - 1, limit + 1]), budgets)).toEqual([
      { route: 'demo/basic (link 1)', metric: 'longest task ms', actual: limit + 1, limit },
    ]);
    expect(formatMisses(checkHostileLinks(figures([limit + 1]), budgets))).toBe(
      `/demo/basic (link 0): longest task ms ${limit + 1} (budget ${limit})`,
    );
  });

  it('counts a missing figure as a miss', () => {
    expect(checkHostileLinks(figures([NaN]), budgets)).toHaveLength(1);
  });

  it('prints each address with its median and every run, a run without long tasks as under 50 ms', () => {
    const printed = formatHostileLinks({
      route: 'demo/basic',
      cases: [
        { name: 'a 40,001-character payload', budgeted: true, runsMs: [61.4, 120.6, 80], longestMs: 80 },
        { name: 'no share address (for comparison)', budgeted: false, runsMs: [0, 55, 0], longestMs: 0 },
      ],
    });
    expect(printed.split('\n')).toEqual([
      'hostile share addresses on /demo/basic, longest main-thread task (median of runs; the runs):',
      '     80 ms  a 40,001-character payload (61 ms, 121 ms, 80 ms)',
      '    <50 ms  no share address (for comparison) (<50 ms, 55 ms, <50 ms)',
    ]);
  });
});
