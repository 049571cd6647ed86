import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fuzzyFor,
  prefixFor,
  splitCompound,
  tokenize,
  tokenizeQuery,
} from '../../../src/search/tokenize';

describe('tokenize', () => {
  it('keeps a compound word whole and adds its parts', () => {
    expect(tokenize('showSizeChanger')).toEqual(['showSizeChanger', 'show', 'Size', 'Changer']);
    expect(tokenize('items_per_page')).toEqual(['items_per_page', 'items', 'per', 'page']);
    expect(tokenize('jump_to, prev_5')).toEqual(['jump_to', 'jump', 'to', 'prev_5', 'prev', '5']);
  });

  it('looks for a typed compound word whole', () => {
    expect(tokenizeQuery('showSizeChanger size')).toEqual(['showSizeChanger', 'size']);
  });

  it('cuts Chinese into overlapping pairs, a lone character staying itself', () => {
    expect(tokenize('每页条数')).toEqual(['每页', '页条', '条数']);
    expect(tokenize('版')).toEqual(['版']);
    expect(tokenize('导入 CSS，切换器')).toEqual(['导入', 'CSS', '切换', '换器']);
  });

  it('drops punctuation and markup characters', () => {
    expect(tokenize('<img src=x onerror=alert(1)>')).toEqual([
      'img',
      'src',
      'x',
      'onerror',
      'alert',
      '1',
    ]);
    expect(tokenize('.* ( [ \\ | ^$')).toEqual([]);
  });

  it('allows one typo from five letters on', () => {
    expect(fuzzyFor('jumpr')).toBe(1);
    expect(fuzzyFor('jump')).toBe(false);
    expect(fuzzyFor('每页条数')).toBe(false);
  });

  it('cuts a Chinese heading and a Chinese query alike, whatever the runtime segments', () => {
    const heading = tokenize('每页条数切换器不显示');
    expect(heading).toEqual([
      '每页',
      '页条',
      '条数',
      '数切',
      '切换',
      '换器',
      '器不',
      '不显',
      '显示',
    ]);
    // a query shares the pairs of the words it has in common with the heading
    const query = tokenizeQuery('每页显示多少条');
    expect(query).toEqual(['每页', '页显', '显示', '示多', '多少', '少条']);
    expect(query.filter((term) => heading.includes(term))).toEqual(['每页', '显示']);
    // no Intl.Segmenter (its cuts differ between Node's ICU and a browser's): the same terms
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    expect(tokenize('每页条数切换器不显示')).toEqual(heading);
    expect(tokenizeQuery('每页显示多少条')).toEqual(query);
  });

  it('splits a typed word that joins indexed words, the fewest parts first', () => {
    const known = (term: string) =>
      ['page', 'size', 'pagesize', 'changer', 'items', 'per', 'show'].includes(term);
    expect(splitCompound('pagesizechanger', known)).toEqual(['pagesize', 'changer']);
    expect(splitCompound('ItemsPerPage', known)).toEqual(['items', 'per', 'page']);
    expect(splitCompound('showsize', known)).toEqual(['show', 'size']);
    // an indexed word, a word no parts make up, a short word, a Chinese word: not split
    expect(splitCompound('pagesize', known)).toBeNull();
    expect(splitCompound('pagesizer', known)).toBeNull();
    expect(splitCompound('pages', known)).toBeNull();
    expect(splitCompound('每页条数', known)).toBeNull();
  });

  it("matches prefixes as one types, except a lone Chinese character's", () => {
    expect(prefixFor('jump')).toBe(true);
    expect(prefixFor('每页')).toBe(true);
    expect(prefixFor('用')).toBe(false);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
