import { describe, expect, it } from 'vitest';
import type { Look } from '../../../src/sandbox/look';
import { setLook } from '../../../src/sandbox/runner/frameDocument';

/** The frame takes the page's look: on its root and body, only where its own styles differ. */
const look: Look = {
  viewport: { width: 1280, height: 800 },
  typography: { 'font-family': 'Arial, sans-serif', color: 'rgb(48, 54, 63)', 'letter-spacing': '1px' },
  root: { 'color-scheme': 'dark' },
  lang: 'zh-CN',
  dir: 'rtl',
};

describe('setLook (the frame side)', () => {
  it("puts the page's language and direction on the root, its text properties on the body", () => {
    setLook(look);
    const html = document.documentElement;
    expect(html.getAttribute('lang')).toBe('zh-CN');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(html.style.getPropertyValue('color-scheme')).toBe('dark');
    expect(document.body.style.getPropertyValue('font-family')).toBe('Arial, sans-serif');
    expect(document.body.style.getPropertyValue('letter-spacing')).toBe('1px');
  });

  it('leaves a property unset where the frame already has the value, and takes back what a later look drops', () => {
    const style = document.createElement('style');
    style.textContent = 'body { letter-spacing: 1px; }';
    document.head.append(style);
    const { 'font-family': _dropped, ...typography } = look.typography;
    setLook({ ...look, typography });
    expect(document.body.style.getPropertyValue('letter-spacing')).toBe('');
    expect(document.body.style.getPropertyValue('font-family')).toBe('');
    expect(document.body.style.getPropertyValue('color')).toBe('rgb(48, 54, 63)');
    style.remove();
  });
});
