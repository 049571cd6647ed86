import { describe, expect, it } from 'vitest';
import { DEFAULT_PAIR, isDefaultPair, parsePair, withPair } from '@site/compare/pair';

describe('the compared pair in the address', () => {
  it('reads two known releases', () => {
    expect(parsePair('?from=4.3.0&to=5.1.0')).toEqual({ from: '4.3.0', to: '5.1.0' });
    expect(parsePair('from=1.5.0&to=4.0.4')).toEqual({ from: '1.5.0', to: '4.0.4' });
  });

  it.each([
    ['', DEFAULT_PAIR],
    ['?from=<script>alert(1)</script>&to=5.1.0', { from: '4.0.4', to: '5.1.0' }],
    ['?from=4.3.0&to=javascript:alert(1)', { from: '4.3.0', to: '1.5.0' }],
    ['?from=__proto__&to=constructor', DEFAULT_PAIR],
    ['?from=4.3.0%00&to=%E0%A4%A', DEFAULT_PAIR],
    ['?from= 4.3.0&to=5.1.0 ', DEFAULT_PAIR],
    ['?from=4.3&to=5', DEFAULT_PAIR],
    [`?from=${'4.3.0'.repeat(10_000)}`, DEFAULT_PAIR],
    // the first of a repeated field, as URLSearchParams reads it
    ['?from=evil&from=4.3.0', DEFAULT_PAIR],
    ['?from=4.3.0&from=evil&to=5.1.0', { from: '4.3.0', to: '5.1.0' }],
  ])('takes only known release ids from %j', (search, pair) => {
    expect(parsePair(search)).toEqual(pair);
  });

  it('writes the pair, drops it for the default pair, and keeps the other fields', () => {
    expect(withPair('?x=1', { from: '4.3.0', to: '5.1.0' })).toBe('?x=1&from=4.3.0&to=5.1.0');
    expect(withPair('?from=4.3.0&to=5.1.0&x=1', DEFAULT_PAIR)).toBe('?x=1');
    expect(withPair('', DEFAULT_PAIR)).toBe('');
    expect(isDefaultPair(parsePair(withPair('', { from: '5.1.0', to: '1.5.0' })))).toBe(false);
  });
});
