import { describe, expect, it } from 'vitest';
import { parseTokens, readTokens, tokenValue } from '../../../src/styles/parseTokens.cjs';

describe('parseTokens', () => {
  it('reads the light and the dark block, ignoring comments', () => {
    const css = `:root {
  /* brand: not --site-fake: #000; */
  --site-primary: #0958d9;
  --site-shadow: 0 6px 16px rgba(0, 0, 0, 0.12);
}
[data-prefers-color='dark'] {
  --site-primary: #58a6ff;
}`;
    expect(parseTokens(css)).toEqual({
      light: { '--site-primary': '#0958d9', '--site-shadow': '0 6px 16px rgba(0, 0, 0, 0.12)' },
      dark: { '--site-primary': '#58a6ff' },
    });
  });

  it('fails loudly when the dark block is gone', () => {
    expect(() => parseTokens(':root { --a: 1; }')).toThrow(/no "\[data-prefers-color='dark'\]" block/);
  });
});

describe('readTokens and tokenValue', () => {
  it('read src/styles/tokens.css: every token has a light and a dark value', () => {
    const tokens = readTokens();
    expect(Object.keys(tokens.light).length).toBeGreaterThan(20);
    expect(Object.keys(tokens.dark).sort()).toEqual(Object.keys(tokens.light).sort());
    expect(tokenValue(tokens, 'dark', '--site-bg')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('names the missing token and its block', () => {
    expect(() => tokenValue({ light: {}, dark: {} }, 'dark', '--site-bg')).toThrow(
      'tokens.css: --site-bg is missing from the dark block',
    );
  });
});
