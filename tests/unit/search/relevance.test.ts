import { describe, expect, it } from 'vitest';
import { searchPages } from '../../../src/search';
import { createSearchEngine } from '../../../src/search/engine';
import { readSearchIndex, readSearchWords } from '../../../src/search/indexFile';
import {
  BARS,
  QUERIES,
  SETS,
  VISITOR_QUERIES,
  hits,
  linksFor,
  misses,
  rankOf,
  rankSet,
  snapshotIndexFiles,
  summary,
} from '../../search-queries/relevance';

const INDEX_FILES = snapshotIndexFiles();

describe('relevance suite', () => {
  it('holds at least 40 queries in both languages, each with the target meant', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUERIES.map((query) => query.locale))).toEqual(new Set(['en-US', 'zh-CN']));
    for (const { first } of QUERIES) expect(first).toMatch(/^\//);
  });

  it('holds at least 40 visitor queries in both languages, each with targets and a source', () => {
    expect(VISITOR_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(VISITOR_QUERIES.map((query) => query.locale))).toEqual(
      new Set(['en-US', 'zh-CN']),
    );
    for (const { targets, source } of VISITOR_QUERIES) {
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) expect(target).toMatch(/^\//);
      expect(source).not.toBe('');
    }
  });

  it('every target of the visitors set is a page or heading of the index', () => {
    const links = Object.entries(INDEX_FILES).flatMap(([locale, file]) =>
      readSearchIndex(file, locale).flatMap((page) => [
        page.link,
        ...page.sections.map((section) => section.link),
      ]),
    );
    for (const { targets } of SETS.visitors) {
      for (const target of targets) {
        expect(
          links.some((link) => hits(link, target)),
          target,
        ).toBe(true);
      }
    }
  });

  it('counts a hit anywhere on the page meant, or on the exact anchor when one is named', () => {
    expect(hits('/demo/sizer#docs-demo-sizer-demo-sizer', '/demo/sizer')).toBe(true);
    expect(hits('/demo/sizer-x', '/demo/sizer')).toBe(false);
    expect(hits('/#usage', '/#api')).toBe(false);
    expect(rankOf(['/', '/#api'], '/#api')).toBe(2);
    expect(rankOf(['/'], '/#api')).toBe(0);
  });

  it("takes a target's anchor as the start of the heading's id, and any of the targets", () => {
    expect(hits('/questions#total-counts-items-not-pages', '/questions#total-counts')).toBe(true);
    expect(hits('/questions', '/questions#total-counts')).toBe(false);
    expect(hits('/questions#locale', '/questions#total-counts')).toBe(false);
    expect(rankOf(['/', '/demo/sizer', '/questions#x'], ['/questions#x', '/demo/sizer'])).toBe(2);
  });

  it('sums up as top-1 rate and mean reciprocal rank', () => {
    expect(summary([1, 2, 0, 1])).toEqual({ top1: 0.5, mrr: (1 + 0.5 + 0 + 1) / 4 });
  });
});

/**
 * Both sets ranked on a copy of the build's index (tests/search-queries/index, see snapshot.mjs)
 * with the code the site ships; the e2e suite ranks them again on the build under test.
 */
describe('relevance on the index', () => {
  for (const name of ['names', 'visitors'] as const) {
    it(`the ${name} set meets its bar (top-1 ≥ ${BARS[name].top1}, MRR ≥ ${BARS[name].mrr})`, () => {
      const ranked = rankSet(SETS[name], INDEX_FILES);
      const { top1, mrr } = summary(ranked.map(({ rank }) => rank));
      const report = `top-1 ${(top1 * 100).toFixed(1)} %, MRR ${mrr.toFixed(3)}\n${misses(ranked)}`;
      expect(top1, report).toBeGreaterThanOrEqual(BARS[name].top1);
      expect(mrr, report).toBeGreaterThanOrEqual(BARS[name].mrr);
    });
  }
});

describe('ranking on the index, as a visitor asks', () => {
  const first = (locale: string, query: string) => linksFor(INDEX_FILES[locale], locale, query)[0];
  const PROPS: [string, string][] = [
    ['showSizeChanger', 'demo/sizer'],
    ['pageSizeOptions', 'demo/sizer'],
    ['showTotal', 'demo/show-total'],
    ['showQuickJumper', 'demo/jumper'],
    ['itemRender', 'demo/item-render'],
    ['showTitle', 'demo/show-title'],
    ['showLessItems', 'demo/less-pages'],
    ['goButton', 'demo/jumper-with-go-button'],
  ];

  it('an exact property name still ranks its own page first, in both languages', () => {
    for (const [prop, page] of PROPS) {
      expect(first('en-US', prop), prop).toMatch(new RegExp(`^/${page}($|#)`));
      expect(first('zh-CN', prop), prop).toMatch(new RegExp(`^/zh-CN/${page}($|#)`));
    }
  });

  it('a question or a symptom about a property lands on the Questions answer', () => {
    expect(first('en-US', 'showSizeChanger')).toMatch(/^\/demo\/sizer/);
    expect(first('en-US', 'why does the size changer not appear')).toBe(
      '/questions#without-a-select-the-size-changer-does-not-appear',
    );
    expect(first('en-US', 'total is pages or items')).toMatch(/^\/questions#total-counts-items/);
    expect(first('zh-CN', '每页条数')).toMatch(/^\/zh-CN\/demo\/sizer/);
    expect(first('zh-CN', '为什么每页条数切换器不显示')).toMatch(
      /^\/zh-CN\/questions#每页条数切换器不显示/,
    );
  });

  it('a "how to" task ranks the page that shows how, as the same words without "how to" do', () => {
    for (const [locale, task, plain] of [
      ['en-US', 'how to change page size', 'change page size'],
      ['en-US', 'how to hide pagination with only one page', 'hide pagination with only one page'],
      ['en-US', 'how to jump to a page', 'jump to a page'],
      ['zh-CN', '如何设置每页条数', '设置每页条数'],
    ]) {
      expect(first(locale, task), task).toBe(first(locale, plain));
      expect(first(locale, task), task).toMatch(/\/demo\//);
    }
  });

  it("finds the page of a visitor's word that the page says otherwise", () => {
    expect(first('en-US', 'english')).toBe('/demo/locale');
    expect(first('zh-CN', '英文')).toBe('/zh-CN/demo/locale');
    expect(first('zh-CN', '总条数')).toMatch(/^\/zh-CN\/demo\/show-total/);
    expect(first('en-US', 'pagesize chnager')).toMatch(/^\/demo\/sizer/);
  });
});

describe('highlighting on the index', () => {
  const marks = (locale: string, query: string) => {
    const file = INDEX_FILES[locale];
    const engine = createSearchEngine(readSearchIndex(file, locale), readSearchWords(file, locale));
    return searchPages(engine, query).flatMap((group) =>
      group.hints.flatMap((hint) =>
        [...hint.titleChunks, ...hint.textChunks]
          .filter((chunk) => chunk.highlighted)
          .map((chunk) => chunk.text.toLowerCase()),
      ),
    );
  };

  it('marks the words looked for, not the function words of a question', () => {
    const found = marks('en-US', 'how to show the total');
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((word) => /^(how|to|the)$/.test(word))).toEqual([]);
    expect(found).toContain('total');
  });
});
