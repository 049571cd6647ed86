import { readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { dumiLessVariables, parseTokens } from '../../../src/styles/dumiLessVariables';

const tokensCss = readFileSync(path.join(__dirname, '../../../src/styles/tokens.css'), 'utf8');

describe('parseTokens', () => {
  it('reads the light and the dark block, ignoring comments', () => {
    const css = `:root {
  /* brand: not --site-fake: #000; */
  --site-primary: #0958d9;
}
[data-prefers-color='dark'] {
  --site-primary: #58a6ff;
}`;
    expect(parseTokens(css)).toEqual({
      light: { '--site-primary': '#0958d9' },
      dark: { '--site-primary': '#58a6ff' },
    });
  });

  it('fails loudly when the dark block is gone', () => {
    expect(() => parseTokens(':root { --a: 1; }')).toThrow(/no "\[data-prefers-color='dark'\]" block/);
  });
});

describe('dumiLessVariables', () => {
  it("gives dumi's Less the site's brand and note colours from tokens.css", () => {
    const tokens = parseTokens(tokensCss);
    expect(dumiLessVariables(tokens)).toEqual({
      'c-primary': tokens.light['--site-primary'],
      'c-primary-dark': 'darken(#1677ff, 15%)',
      'c-text-note': tokens.light['--site-text-muted'],
      'c-text-note-dark': tokens.dark['--site-text-muted'],
    });
  });

  it('names the missing token instead of passing undefined to Less', () => {
    expect(() => dumiLessVariables({ light: {}, dark: {} })).toThrow('--site-primary is missing');
  });
});
