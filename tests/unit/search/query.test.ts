import { describe, expect, it } from 'vitest';
import { searchPages, type SearchGroup } from '../../../src/search';
import { createSearchEngine, isOverview } from '../../../src/search/engine';
import { PAGES } from './fixtures';

const ENGINE = createSearchEngine(PAGES);
const search = (input: string) => searchPages(ENGINE, input);
const links = (groups: SearchGroup[]) =>
  groups.flatMap((group) => group.hints.map((hint) => hint.link));
const text = (chunks: { text: string }[]) => chunks.map((chunk) => chunk.text).join('');
const marked = (chunks: { text: string; highlighted?: boolean }[]) =>
  chunks.filter((chunk) => chunk.highlighted).map((chunk) => chunk.text);

describe('searchPages', () => {
  it('returns nothing for an empty or blank keyword', () => {
    expect(search('')).toEqual([]);
    expect(search('   \t ')).toEqual([]);
  });

  it('trims the keyword and ignores case', () => {
    expect(links(search('  SHOWQUICKJUMPER  '))).toEqual(links(search('showQuickJumper')));
    expect(links(search('showquickjumper'))).toContain('/#api');
  });

  it('finds an API table row on the home page and the prose on the jumper page', () => {
    const found = links(search('showQuickJumper'));
    expect(found).toContain('/#api');
    expect(found).toContain('/demo/jumper#jumper');
  });

  it('matches a target when any of the space-separated words occurs, all of them first', () => {
    const found = links(search('showTotal jump_to'));
    expect(found).toContain('/#api');
    expect(found).toContain('/demo/locale?tab=custom#fields');
    expect(links(search('quick input jumper'))[0]).toBe('/demo/jumper#jumper');
  });

  it('special characters are harmless: alone they find nothing, beside a word they are ignored', () => {
    for (const input of ['.*', '(', '[', '\\', '|', '***', '+?']) expect(search(input)).toEqual([]);
    expect(links(search('showTotal('))).toEqual(links(search('showTotal')));
    expect(links(search('jumper.*'))).toEqual(links(search('jumper')));
  });

  it('matches prefixes as you type, and one typo from five letters on', () => {
    expect(links(search('jum'))).toContain('/demo/jumper');
    expect(links(search('jumpr'))[0]).toBe('/demo/jumper');
    // four letters get no typo allowance
    expect(search('jmpr')).toEqual([]);
  });

  it('lists a page whose title matches before the pages that only mention it', () => {
    const [first] = search('jumper');
    expect(first.title).toBe('Demo');
    expect(first.hints[0]).toMatchObject({ link: '/demo/jumper', type: 'page' });
  });

  it('orders groups by their best hit, navigation order breaking a tie', () => {
    expect(search('jumper').map((group) => group.title)).toEqual(['Demo', undefined]);
    expect(search('pagination component').map((group) => group.title)).toEqual([undefined]);
  });

  it('lists hints inside a group by score, and each target once', () => {
    for (const query of ['jumper', 'quick jumper', 'locale custom fields']) {
      const found = links(search(query));
      expect(new Set(found).size).toBe(found.length);
      for (const group of search(query)) {
        const scores = group.hints.map((hint) => hint.priority);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    }
  });

  it('links tab sections with ?tab= and their headings with an anchor as well', () => {
    expect(links(search('custom'))[0]).toBe('/demo/locale?tab=custom');
    expect(links(search('fields'))).toEqual(['/demo/locale?tab=custom#fields']);
  });

  it('highlights the keyword (and the word a typo meant) in the hint title and text', () => {
    const [demo] = search('fields');
    const [hint] = demo.hints;
    expect(hint.type).toBe('title');
    expect(marked(hint.titleChunks)).toEqual(['Fields']);
    // the 25 characters before the match are cut to their last 20
    expect(text(hint.titleChunks)).toBe('…e - Custom locale - Fields');
    const [typo] = search('jumpr')[0].hints;
    expect(marked(typo.titleChunks)).toEqual(['Jumper']);
  });

  it('names the hint type: page, title, content or demo', () => {
    const types = search('jumper').flatMap((group) =>
      group.hints.map((hint) => [hint.link, hint.type]),
    );
    expect(types).toContainEqual(['/demo/jumper', 'page']);
    expect(types).toContainEqual(['/demo/jumper#jumper-demo-jumper', 'demo']);
    expect(types).toContainEqual(['/demo/jumper#jumper', 'content']);
    expect(search('custom locale')[0].hints.map((hint) => hint.type)).toContain('title');
  });

  it('finds nothing for words that occur nowhere', () => {
    expect(search('zzzz-not-there')).toEqual([]);
  });
});

describe('isOverview', () => {
  it('is the home page of each language only', () => {
    const at = (link: string) => ({ ...PAGES[0], link });
    expect(['/', '/zh-CN', '/zh-CN/'].map((link) => isOverview(at(link)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['/playground', '/demo/basic', '/zh-CN/demo'].map((link) => isOverview(at(link))),
    ).toEqual([false, false, false]);
  });
});
