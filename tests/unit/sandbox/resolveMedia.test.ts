import { describe, expect, it } from 'vitest';
import { resolveMediaRules } from '../../../src/sandbox/runner/resolveMedia';

/** A stylesheet of `css` in jsdom's CSSOM. */
function sheetOf(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const sheet = style.sheet!;
  style.remove();
  return sheet;
}

const textOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ' '));

/** The page is wide: only queries naming 992px or print fail. */
const wide = (media: string) => !/992px|print/.test(media);

describe('resolveMediaRules', () => {
  it('unwraps the rules of a matching query in place and drops those of the others', () => {
    const sheet = sheetOf(`
      .a { color: red; }
      @media only screen and (max-width: 992px) { .hidden { display: none; } }
      @media screen and (min-width: 993px) { .b { color: blue; } .c { color: green; } }
      .d { color: black; }
    `);
    const asked: string[] = [];
    resolveMediaRules(sheet, (media) => {
      asked.push(media);
      return wide(media);
    });
    expect(textOf(sheet)).toEqual(['.a {color: red;}', '.b {color: blue;}', '.c {color: green;}', '.d {color: black;}']);
    expect(asked).toEqual(['screen and (min-width: 993px)', 'only screen and (max-width: 992px)']);
  });

  it('resolves queries inside queries and inside other grouping rules', () => {
    const sheet = sheetOf(`
      @media screen { @media (max-width: 992px) { .x { color: red; } } .y { color: blue; } }
      @supports (display: grid) { @media print { .p { color: red; } } .g { display: grid; } }
    `);
    resolveMediaRules(sheet, wide);
    const text = textOf(sheet).join('\n');
    expect(text).toContain('.y {color: blue;}');
    expect(text).toContain('.g {display: grid;}');
    expect(text).not.toContain('@media');
    expect(text).not.toMatch(/\.x|\.p/);
  });

  it('leaves a sheet without media rules as it was', () => {
    const sheet = sheetOf('.a { color: red; } @keyframes spin { from { opacity: 0; } to { opacity: 1; } }');
    const before = textOf(sheet);
    resolveMediaRules(sheet, () => false);
    expect(textOf(sheet)).toEqual(before);
  });
});
