// @vitest-environment node
import { describe, expect, it } from 'vitest';
import budgets from '../../../scripts/bench/budgets.json';
import {
  checkBudgets,
  formatMisses,
  formatTable,
  pickMedianRun,
  stealShare,
  summarizeRun,
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

  it('does not check the build time when the build was skipped', () => {
    expect(checkBudgets({ pages: [], buildSeconds: null }, budgets)).toEqual([]);
  });
});

describe('formatTable and formatMisses', () => {
  it('prints one aligned row per page with the home page as /', () => {
    const table = formatTable([{ ...goodPage, route: '' }, goodPage]).split('\n');
    expect(table[0]).toMatch(/^route\s+perf\s+LCP ms\s+TBT ms\s+CLS\s+script KiB$/);
    expect(table[1]).toMatch(/^\/\s+0\.99\s+1200\s+40\s+0\.000\s+120\.0$/);
    expect(table[2].startsWith('/demo/basic')).toBe(true);
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
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
