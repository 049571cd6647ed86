import { describe, expect, it } from 'vitest';
import { searchPages, type SearchGroup } from '../../../src/search';
import { GROUP_ORDER_FACTOR, WEIGHT } from '../../../src/search/query';
import { PAGES } from './fixtures';

const links = (groups: SearchGroup[]) =>
  groups.flatMap((group) => group.hints.map((hint) => hint.link));
const text = (chunks: { text: string }[]) => chunks.map((chunk) => chunk.text).join('');

describe('searchPages', () => {
  it('returns nothing for an empty or blank keyword', () => {
    expect(searchPages(PAGES, '')).toEqual([]);
    expect(searchPages(PAGES, '   \t ')).toEqual([]);
  });

  it('trims the keyword and ignores case', () => {
    expect(links(searchPages(PAGES, '  SHOWQUICKJUMPER  '))).toEqual(
      links(searchPages(PAGES, 'showQuickJumper')),
    );
    expect(links(searchPages(PAGES, 'showquickjumper'))).toContain('/#api');
  });

  it('finds an API table row on the home page and the prose on the jumper page', () => {
    const found = links(searchPages(PAGES, 'showQuickJumper'));
    expect(found).toContain('/#api');
    expect(found).toContain('/demo/jumper#jumper');
  });

  it('matches a page when any of the space-separated words occurs', () => {
    const found = links(searchPages(PAGES, 'showTotal jump_to'));
    expect(found).toContain('/#api');
    expect(found).toContain('/demo/locale?tab=custom#fields');
  });

  it('takes regular-expression characters literally', () => {
    expect(searchPages(PAGES, '.*')).toEqual([]);
    expect(searchPages(PAGES, '(')).toEqual([]);
    expect(searchPages(PAGES, '[a')).toEqual([]);
    expect(searchPages(PAGES, 'a+b?')).toEqual([]);
    expect(searchPages(PAGES, '\\')).toEqual([]);
    // "|" inside a row is text, and is found as text
    expect(links(searchPages(PAGES, '|'))).toEqual(['/#api']);
  });

  it('groups hints by navigation title, in navigation order, pages outside the navigation first', () => {
    const groups = searchPages(PAGES, 'jump');
    expect(groups.map((group) => group.title)).toEqual([undefined, 'Demo']);
    expect(groups.map((group) => group.order)).toEqual([-1 * GROUP_ORDER_FACTOR, 0]);
  });

  it('orders hints by priority: a page-title hit (100) before a title hit (10) before text (1)', () => {
    const [demo] = searchPages(PAGES, 'jumper').filter((group) => group.title === 'Demo');
    expect(demo.hints.map((hint) => [hint.link, hint.priority])).toEqual([
      ['/demo/jumper', WEIGHT.pageTitle],
      // equal priorities keep page order: sections, then demos
      ['/demo/jumper#jumper', WEIGHT.title],
      ['/demo/jumper#jumper-demo-jumper', WEIGHT.title],
      ['/demo/locale?tab=custom#fields', WEIGHT.text],
    ]);
  });

  it('counts each matched keyword once, at the weight of the best place it was found', () => {
    const [home] = searchPages(PAGES, 'API showQuickJumper');
    const row = home.hints.find((hint) => hint.link === '/#api');
    // "API" is in the section title (10), "showQuickJumper" only in the row (1)
    expect(row?.priority).toBe(WEIGHT.title + WEIGHT.text);
  });

  it('links tab sections with ?tab= and their headings with an anchor as well', () => {
    expect(links(searchPages(PAGES, 'custom'))).toEqual(['/demo/locale?tab=custom']);
    expect(links(searchPages(PAGES, 'fields'))).toEqual(['/demo/locale?tab=custom#fields']);
  });

  it('highlights the keyword in the hint title and text', () => {
    const [demo] = searchPages(PAGES, 'fields');
    const [hint] = demo.hints;
    expect(hint.type).toBe('title');
    expect(
      hint.titleChunks.filter((chunk) => chunk.highlighted).map((chunk) => chunk.text),
    ).toEqual(['Fields']);
    // the 25 characters before the match are cut to their last 20
    expect(text(hint.titleChunks)).toBe('…e - Custom locale - Fields');
  });

  it('finds nothing for words that occur nowhere', () => {
    expect(searchPages(PAGES, 'zzzz-not-there')).toEqual([]);
  });
});
