import { describe, expect, it } from 'vitest';
import { readLook, type Look } from '../../../src/sandbox/look';
import { lookOf, pageStyles } from '../../../src/sandbox/pageLook';
import { envelope, readPageMessage } from '../../../src/sandbox/protocol';

/** What the page tells its frame so an edited demo looks as the original (issue 38). */
const look: Look = {
  viewport: { width: 1280, height: 800 },
  typography: { 'font-family': 'Arial, sans-serif', 'font-size': '14px', color: 'rgb(0, 0, 0)' },
  root: { 'font-size': '16px', 'color-scheme': 'dark' },
  lang: 'zh-CN',
  dir: 'ltr',
};

describe('readLook and the look message', () => {
  it('reads a look as sent, in a message of its own', () => {
    expect(readLook(look)).toEqual(look);
    expect(readPageMessage(envelope({ type: 'look', look }))).toEqual({ type: 'look', look });
  });

  it.each([
    ['no viewport', { ...look, viewport: undefined }],
    ['a zero width', { ...look, viewport: { width: 0, height: 800 } }],
    ['an endless height', { ...look, viewport: { width: 1280, height: Infinity } }],
    ['a property it does not apply', { ...look, typography: { ...look.typography, position: 'fixed' } }],
    ['a root property it does not apply', { ...look, root: { background: 'url(x)' } }],
    ['a value that is not text', { ...look, typography: { color: 3 } }],
    ['a huge value', { ...look, typography: { 'font-family': 'a'.repeat(1001) } }],
    ['a language that is not a tag', { ...look, lang: 'en"><script>' }],
    ['another direction', { ...look, dir: 'up' }],
    ['typography as a list', { ...look, typography: ['color'] }],
  ])('refuses a look with %s', (_, given) => {
    expect(readLook(given)).toBeNull();
    expect(readPageMessage(envelope({ type: 'look', look: given as Look }))).toBeNull();
  });
});

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
    expect(readLook(read)).toEqual(read);
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
