import { describe, expect, it } from 'vitest';
import { highlight } from '../../../src/search';
import { ELLIPSIS, LEADING_CONTEXT_LENGTH } from '../../../src/search/highlight';

describe('highlight', () => {
  it('splits a text into unmatched and matched chunks, ignoring case', () => {
    expect(highlight('Go to page', ['PAGE'])).toEqual([
      { text: 'Go to ' },
      { text: 'page', highlighted: true },
    ]);
  });

  it('merges overlapping matches of different keywords', () => {
    expect(highlight('pageSize', ['pagesize', 'size'])).toEqual([
      { text: 'pageSize', highlighted: true },
    ]);
  });

  it('marks whole words and prefixes of words, never a fragment inside a word', () => {
    const marked = (text: string, words: string[]) =>
      highlight(text, words).filter((chunk) => chunk.highlighted)
        .map((chunk) => chunk.text);
    expect(marked('Shows the total', ['how', 'total'])).toEqual(['total']);
    expect(marked('Show code', ['how'])).toEqual([]);
    expect(marked('pagination pages', ['nation', 'page'])).toEqual(['page']);
    expect(marked('showSizeChanger', ['size', 'changer'])).toEqual(['SizeChanger']);
    expect(marked('每页条数', ['条数'])).toEqual(['条数']);
    expect(marked('x-page', ['page'])).toEqual(['page']);
  });

  it('prefers the longer keyword where two start at the same place', () => {
    expect(highlight('pagination', ['pag', 'pagination'])).toEqual([{ text: 'pagination', highlighted: true }]);
  });

  it('cuts a leading unmatched chunk longer than 20 characters to its last 20 behind an ellipsis', () => {
    const lead = 'This text runs for quite a while before ';
    const [first, second] = highlight(`${lead}match`, ['match']);
    expect(first.text).toBe(`${ELLIPSIS}${lead.slice(-LEADING_CONTEXT_LENGTH)}`);
    expect(first.text).toHaveLength(LEADING_CONTEXT_LENGTH + ELLIPSIS.length);
    expect(second).toEqual({ text: 'match', highlighted: true });
  });

  it('keeps a leading chunk of exactly 20 characters whole', () => {
    const lead = `${'x'.repeat(LEADING_CONTEXT_LENGTH - 1)} `;
    expect(highlight(`${lead}match`, ['match'])[0]).toEqual({ text: lead });
  });

  it('does not cut a text that has no match at all', () => {
    const long = 'a long sentence without the keyword in it at all';
    expect(highlight(long, ['zzz'])).toEqual([{ text: long }]);
  });

  it('keeps markup as plain text', () => {
    expect(highlight('<img src=x onerror=alert(1)>', ['<img'])[0]).toEqual({
      text: '<img',
      highlighted: true,
    });
  });
});
