import { describe, expect, it } from 'vitest';
import { readShared, shareHash } from '../../../src/liveDemo/share';
import { DEFAULT_PAIR, readPairValues } from '../../../src/compare/pair';
import { comparePairValues } from '../../../src/liveDemo/shareAddress';

/** What the comparison's view reads of an address: the values the previewer keeps, as a pair. */
function readComparePair(hash: string, demoId: string) {
  const values = comparePairValues(hash, demoId);
  return values && readPairValues(values);
}

const ID = 'docs-demo-jumper-demo-jumper';
const FILES = ['index.tsx'];
const edits = { 'index.tsx': { language: 'ts' as const, code: 'export default () => <p>edited</p>;' } };

describe("a comparison's pair in the share address", () => {
  it('round-trips a pair with the demo as written, and with its edits and release', () => {
    const plain = `#${shareHash(ID, {}, undefined, { from: '4.3.0', to: '5.1.0' })}`;
    expect(plain).toBe(`#${ID}~~4.3.0~5.1.0`);
    expect(readComparePair(plain, ID)).toEqual({ pair: { from: '4.3.0', to: '5.1.0' }, rejected: [] });
    // no edits to read, and nothing wrong with the link
    expect(readShared(plain, ID, FILES)).toEqual({ status: 'none' });
    const withEdits = `#${shareHash(ID, edits, '5.1.0', { from: '1.5.0', to: '4.0.4' })}`;
    expect(readComparePair(withEdits, ID)).toEqual({ pair: { from: '1.5.0', to: '4.0.4' }, rejected: [] });
    expect(readShared(withEdits, ID, FILES)).toEqual({ status: 'ok', edits, release: '5.1.0' });
  });

  it('names no pair where the address has none, or targets another demo', () => {
    expect(readComparePair(`#${shareHash(ID, edits)}`, ID)).toBeNull();
    expect(readComparePair(`#${ID}`, ID)).toBeNull();
    expect(readComparePair('', ID)).toBeNull();
    expect(readComparePair(`#other-demo~~4.3.0~5.1.0`, ID)).toBeNull();
  });

  it.each([
    ['an unknown release', `#${ID}~~4.3.0~9.9.9`, { from: '4.3.0', to: DEFAULT_PAIR.to }, ['9.9.9']],
    ['markup', `#${ID}~~%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E~4.3.0`, { from: DEFAULT_PAIR.from, to: '4.3.0' }, ['<img src=x onerror=alert(1)>']],
    ['a broken escape', `#${ID}~~%E0%A4%A~5.1.0`, { from: DEFAULT_PAIR.from, to: '5.1.0' }, ['%E0%A4%A']],
    ['one release only', `#${ID}~~5.1.0`, { from: '5.1.0', to: DEFAULT_PAIR.to }, []],
    ['a prototype key', `#${ID}~~__proto__~constructor`, DEFAULT_PAIR, ['__proto__', 'constructor']],
    ['extra parts', `#${ID}~~4.3.0~5.1.0~x~y~z~w`, { from: '4.3.0', to: '5.1.0' }, ['x', 'y', 'z']],
    // an empty part names nothing, so nothing is said to be rejected
    ['empty parts', `#${ID}~~~`, DEFAULT_PAIR, []],
    ['repeated separators', `#${ID}~~4.3.0~~~~~~`, { from: '4.3.0', to: DEFAULT_PAIR.to }, []],
    ['a missing first release', `#${ID}~~~5.1.0`, { from: DEFAULT_PAIR.from, to: '5.1.0' }, []],
    // a right-to-left override would turn the sentence around the value: shown as U+FFFD
    ['bidi and control characters', `#${ID}~~%E2%80%AEevil%00~5.1.0`, { from: DEFAULT_PAIR.from, to: '5.1.0' }, ['\uFFFDevil\uFFFD']],
  ])('takes known releases only from %s; the rest falls back to the default pair and comes back as text', (_name, hash, pair, rejected) => {
    expect(readComparePair(hash, ID)).toEqual({ pair, rejected });
  });

  it('shortens a long rejected value to show', () => {
    const read = readComparePair(`#${ID}~~${'a'.repeat(5000)}~4.3.0`, ID);
    expect(read?.rejected[0]).toBe(`${'a'.repeat(40)}…`);
    // a character outside the BMP is not cut in half
    expect(readComparePair(`#${ID}~~${'😀'.repeat(50)}`, ID)?.rejected[0]).toBe(`${'😀'.repeat(40)}…`);
    // a separator repeated a million times reads in one pass, with at most three values to show
    const many = readComparePair(`#${ID}~~4.3.0~5.1.0${'~x'.repeat(1_000_000)}`, ID);
    expect(many).toEqual({ pair: { from: '4.3.0', to: '5.1.0' }, rejected: ['x', 'x', 'x'] });
  });
});
