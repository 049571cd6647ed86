import { describe, expect, it } from 'vitest';
import { findInvisible, hasInvisible, invisibleName, splitInvisible } from '../../../src/codeView/invisible';

describe('invisible characters in code (Trojan Source)', () => {
  it('finds the bidirectional controls and zero-width characters, by name', () => {
    for (const code of [0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x2066, 0x2069, 0xfeff]) {
      expect(hasInvisible(`a${String.fromCodePoint(code)}b`)).toBe(true);
    }
    expect(hasInvisible("const a = 'ordinary text, 中文, émigré';")).toBe(false);
    expect(invisibleName('\u202e')).toBe('U+202E');
    expect(invisibleName('\ufeff')).toBe('U+FEFF');
  });

  it('cuts text at each one, keeping the rest as it is', () => {
    expect(splitInvisible('plain')).toEqual(['plain']);
    expect(splitInvisible("if (mode !== 'demo\u202e') {\u2066")).toEqual([
      "if (mode !== 'demo",
      { invisible: 'U+202E' },
      "') {",
      { invisible: 'U+2066' },
    ]);
  });

  it('says where they stand: line and column, the first ones only', () => {
    expect(findInvisible('a\n  b\u202ec\n\u200b')).toEqual([
      { line: 2, column: 4, name: 'U+202E' },
      { line: 3, column: 1, name: 'U+200B' },
    ]);
    expect(findInvisible('\u200b'.repeat(50), 5)).toHaveLength(5);
  });
});
