import { describe, expect, it } from 'vitest';
import { QUERIES, hits, rankOf, summary } from '../../search-queries/relevance';

describe('relevance suite', () => {
  it('holds at least 40 queries in both languages, each with the target meant', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUERIES.map((query) => query.locale))).toEqual(new Set(['en-US', 'zh-CN']));
    for (const { first } of QUERIES) expect(first).toMatch(/^\//);
  });

  it('counts a hit anywhere on the page meant, or on the exact anchor when one is named', () => {
    expect(hits('/demo/sizer#docs-demo-sizer-demo-sizer', '/demo/sizer')).toBe(true);
    expect(hits('/demo/sizer-x', '/demo/sizer')).toBe(false);
    expect(hits('/#usage', '/#api')).toBe(false);
    expect(rankOf(['/', '/#api'], '/#api')).toBe(2);
    expect(rankOf(['/'], '/#api')).toBe(0);
  });

  it('sums up as top-1 rate and mean reciprocal rank', () => {
    expect(summary([1, 2, 0, 1])).toEqual({ top1: 0.5, mrr: (1 + 0.5 + 0 + 1) / 4 });
  });
});
