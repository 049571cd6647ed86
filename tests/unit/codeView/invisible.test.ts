import { describe, expect, it } from 'vitest';
import { hasInvisible, invisibleName, splitInvisible } from '../../../src/codeView/invisible';
import { summarizeInvisible } from '../../../src/codeView/invisibleSummary';

describe('invisible characters in code (Trojan Source)', () => {
  it('finds the bidirectional controls, zero-width characters, separators and default-ignorable letters, by name', () => {
    const invisible = [
      0x200b, 0x200f, 0x202a, 0x202e, 0x2060, 0x2066, 0x2069, 0xfeff, 0x061c, 0x00ad, 0x180e, 0x2028, 0x2029, 0x034f, 0x115f, 0x3164,
      0xffa0, 0x17b4, 0xfe00, 0xe0100, 0xe0041,
    ];
    for (const code of invisible) expect(hasInvisible(`a${String.fromCodePoint(code)}b`), invisibleName(String.fromCodePoint(code))).toBe(true);
    expect(hasInvisible("const a = 'ordinary text, 中文, émigré, 한글';\n\tindented")).toBe(false);
    expect(invisibleName('\u202e')).toBe('U+202E');
    expect(invisibleName('\u{e0100}')).toBe('U+E0100');
  });

  it('cuts text at each one, keeping the rest as it is', () => {
    expect(splitInvisible('plain')).toEqual(['plain']);
    expect(splitInvisible("if (mode !== 'demo\u202e') {\u{e0100}")).toEqual([
      "if (mode !== 'demo",
      { invisible: 'U+202E' },
      "') {",
      { invisible: 'U+E0100' },
    ]);
  });

  it('names every kind it holds, however many come first, and the first lines that hold one', () => {
    const code = `${'\u200b'.repeat(30)}\nclean\n// note\u2028run()\n${'x\u200b\n'.repeat(30)}\u202e`;
    const summary = summarizeInvisible(code);
    expect(summary.names).toEqual(['U+200B', 'U+2028', 'U+202E']);
    expect(summary.lines.slice(0, 3)).toEqual([1, 3, 4]);
    expect(summary.lines).toHaveLength(20);
  });
});
