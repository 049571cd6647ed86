import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../src/search/keywords';
import { nextActiveIndex } from '../../../src/search';

describe('escapeRegExp', () => {
  it.each(['(', '[a', '.*', '\\', 'a+b?', '${}', '^$', 'a|b', '/x/'])(
    'makes %s match only itself',
    (word) => {
      const pattern = new RegExp(escapeRegExp(word));
      expect(pattern.test(word)).toBe(true);
      expect(pattern.test('abc')).toBe(false);
    },
  );
});

describe('nextActiveIndex', () => {
  it('moves down from no option to the first, and wraps at the end', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
  });

  it('moves up from no option to the last, and wraps at the start', () => {
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('has no active option in an empty list, and ignores other keys', () => {
    expect(nextActiveIndex('ArrowDown', 0, 0)).toBe(-1);
    expect(nextActiveIndex('Home', 1, 3)).toBe(1);
  });
});
