import { describe, expect, it } from 'vitest';
import { caretInCode, textOffset } from '../../../src/theme/Previewer/CodePanel/caretOffset';
import { typesText } from '../../../src/theme/Previewer/CodePanel/useEditTriggers';

/** A block as HighlightedCode draws it: a `div.token-line` per line, an empty line as '\n'. */
function highlighted(lines: string[][]): HTMLElement {
  const pre = document.createElement('pre');
  for (const pieces of lines) {
    const line = document.createElement('div');
    line.className = 'token-line';
    for (const piece of pieces.length ? pieces : ['\n']) {
      const span = document.createElement('span');
      span.className = 'token';
      span.textContent = piece;
      line.append(span);
    }
    pre.append(line);
  }
  return pre;
}

const textOf = (root: Element, text: string) =>
  Array.from(root.querySelectorAll('span')).find((span) => span.textContent === text)!.firstChild!;

describe('where a tap in the read-only code puts the caret', () => {
  const code = "import a from 'a';\n\nconst b = 1;";
  const block = highlighted([["import", " a from ", "'a'", ';'], [], ['const', ' b = ', '1', ';']]);

  it('counts the lines before, each with its line break, and the text before in the line', () => {
    expect(textOffset(block, textOf(block, 'import'), 0)).toBe(0);
    expect(textOffset(block, textOf(block, "'a'"), 1)).toBe(code.indexOf("a'"));
    expect(textOffset(block, textOf(block, '1'), 0)).toBe(code.indexOf('1'));
    expect(textOffset(block, textOf(block, '1'), 1)).toBe(code.indexOf(';', code.indexOf('1')));
  });

  it('puts a tap on an empty line at that line, not after its placeholder', () => {
    expect(textOffset(block, textOf(block, '\n'), 1)).toBe(code.indexOf('\n\n') + 1);
  });

  it('reads plain code, before Prism arrives, as it is', () => {
    const pre = document.createElement('pre');
    pre.textContent = code;
    expect(textOffset(pre, pre.firstChild!, 21)).toBe(21);
  });

  it('gives back the blank lines the highlighted block trims', () => {
    expect(caretInCode(`\n\n${code}\n`, block, textOf(block, 'const'), 0)).toBe(2 + code.indexOf('const'));
  });

  it('says nothing for a point outside the block', () => {
    const outside = document.createTextNode('elsewhere');
    expect(textOffset(block, outside, 0)).toBeNull();
    expect(caretInCode(code, block, outside, 0)).toBeNull();
  });
});

describe('keys that start an edit', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
    typesText({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it('a character, Enter or Backspace does', () => {
    expect(['a', 'Z', '1', ' ', '{', 'Enter', 'Backspace'].map((k) => key(k))).toEqual(Array(7).fill(true));
  });

  it('moving, Tab, Escape and shortcuts do not', () => {
    expect(['ArrowDown', 'Tab', 'Escape', 'Home', 'PageDown', 'Shift'].map((k) => key(k))).toEqual(Array(6).fill(false));
    expect([key('c', { ctrlKey: true }), key('a', { metaKey: true }), key('x', { altKey: true })]).toEqual([false, false, false]);
  });
});
