import { describe, expect, it } from 'vitest';
import { lookOf, pageStyles } from '../../../src/sandbox/pageLook';

/** What the page tells its frame so an edited demo looks as the original. */
describe('lookOf', () => {
  it('reads the demo box, the root and the window', () => {
    document.documentElement.setAttribute('lang', 'zh-CN');
    const box = document.createElement('div');
    box.style.fontFamily = 'Arial, sans-serif';
    box.style.letterSpacing = '1px';
    box.style.color = 'rgb(1, 2, 3)';
    document.body.append(box);
    const read = lookOf(window, box);
    expect(read.viewport).toEqual({ width: window.innerWidth, height: window.innerHeight });
    expect(read.typography).toMatchObject({ 'font-family': 'Arial, sans-serif', 'letter-spacing': '1px', color: 'rgb(1, 2, 3)' });
    expect(read.lang).toBe('zh-CN');
    box.remove();
    document.documentElement.removeAttribute('lang');
  });
});

describe('pageStyles', () => {
  const sheet = (css: string, media = '', disabled = false) =>
    ({ cssRules: [{ cssText: css }], media: { mediaText: media }, disabled }) as unknown as CSSStyleSheet;

  it("keeps a sheet's own media query around its rules, and leaves out disabled and unreadable sheets", () => {
    const unreadable = {
      get cssRules(): CSSRuleList {
        throw new DOMException('cross-origin', 'SecurityError');
      },
      media: { mediaText: '' },
      disabled: false,
    } as unknown as CSSStyleSheet;
    expect(
      pageStyles([sheet('.a { color: red; }'), sheet('.b { color: blue; }', 'all'), sheet('.p { display: none; }', 'print'), sheet('.off {}', '', true), unreadable]),
    ).toEqual(['.a { color: red; }', '.b { color: blue; }', '@media print {\n.p { display: none; }\n}']);
  });
});
