import { describe, expect, it } from 'vitest';
import {
  indentChange,
  lineBreakChange,
  type TextChange,
} from '../../../src/theme/Previewer/Live/CodeEditor/textEdits';

/** The text after a change, with `|` at the caret or `[`…`]` around the selection. */
function after(text: string, change: TextChange | null): string {
  if (!change) return 'unchanged';
  const next = text.slice(0, change.from) + change.insert + text.slice(change.to);
  const [start, end] = change.select;
  return start === end
    ? `${next.slice(0, start)}|${next.slice(start)}`
    : `${next.slice(0, start)}[${next.slice(start, end)}]${next.slice(end)}`;
}

describe('the live editor keys', () => {
  const text = 'a\n  b\nc';

  it('Tab at the caret inserts two spaces', () => {
    expect(after(text, indentChange(text, 1, 1, false))).toBe('a  |\n  b\nc');
  });

  it('Tab over several lines indents each of them, and keeps them selected', () => {
    expect(after(text, indentChange(text, 0, 4, false))).toBe('[  a\n    b]\nc');
  });

  it('a selection that ends where a line starts leaves that line alone', () => {
    expect(after(text, indentChange(text, 0, 2, false))).toBe('[  a]\n  b\nc');
  });

  it('Shift+Tab outdents the line of the caret, moving the caret with it, and does nothing at no indent', () => {
    expect(after(text, indentChange(text, 5, 5, true))).toBe('a\nb|\nc');
    expect(after(text, indentChange(text, 0, 0, true))).toBe('unchanged');
  });

  it('Enter keeps the indentation of the line it breaks', () => {
    expect(after(text, lineBreakChange(text, 5, 5))).toBe('a\n  b\n  |\nc');
    expect(after(text, lineBreakChange(text, 1, 1))).toBe('a\n|\n  b\nc');
  });
});
