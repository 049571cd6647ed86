import { describe, expect, it } from 'vitest';
import { fuzzyFor, tokenize, tokenizeQuery } from '../../../src/search/tokenize';

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
});
