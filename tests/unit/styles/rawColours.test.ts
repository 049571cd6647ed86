import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { rawColoursInCss, rawColoursInTs } from './rawColours';

const ROOT = path.join(__dirname, '../../..');
/** The folders whose code draws the site. docs/ holds the demos, plain CSS a visitor copies. */
const SCANNED = ['src', '.dumi'];
const STYLESHEET = /\.(css|less)$/;
const SCRIPT = /\.(ts|tsx|js|jsx|cjs|mjs)$/;

/**
 * Files that may write colours out, each with its reason. Keep it short: a colour anywhere else
 * belongs in tokens.css, and the code uses its `var(--site-…)`.
 */
const ALLOWED: Record<string, string> = {
  'src/styles/tokens.css': 'the design tokens: every colour of the site, light and dark',
};

/** Every stylesheet and script under the scanned folders (umi's generated .dumi/tmp* left out). */
function scannedFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !/^\.dumi\/tmp/.test(relative)) walk(relative);
      } else if (STYLESHEET.test(entry.name) || SCRIPT.test(entry.name)) {
        files.push(relative);
      }
    }
  };
  SCANNED.forEach(walk);
  return files.sort();
}

describe('colours come from tokens.css only', () => {
  it('finds no colour written out in src/ or .dumi/ outside the allowed files', () => {
    const files = scannedFiles();
    // the walk itself works: it reaches the stylesheets, the theme and the tokens
    expect(files).toEqual(
      expect.arrayContaining(['src/styles/tokens.css', 'src/styles/contrast.css', '.dumi/global.css']),
    );
    expect(files.some((file) => file.endsWith('.tsx'))).toBe(true);

    const problems = files
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        const found = STYLESHEET.test(file) ? rawColoursInCss(text) : rawColoursInTs(text, file);
        return found.map(({ line, text: colour }) => `${file}:${line}: ${colour}`);
      });
    expect(problems, 'use a var(--site-…) token of src/styles/tokens.css instead').toEqual([]);
  });

  it('allows only files that exist and do hold colours', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(rawColoursInCss(readFileSync(path.join(ROOT, file), 'utf8')).length, file).toBeGreaterThan(0);
    }
  });
});

describe('rawColoursInCss', () => {
  it('finds hex, colour functions and named colours in declarations, with their line', () => {
    const css = [
      '.a {',
      '  color: #fff;',
      '  border: 1px solid rgba(0, 0, 0, 0.1);',
      '  background: linear-gradient(white, hsl(0 0% 50%));',
      '  --site-x: #0958d9aa;',
      '  outline-color: RED;',
      '}',
    ].join('\n');
    expect(rawColoursInCss(css)).toEqual([
      { line: 2, text: 'color: #fff' },
      { line: 3, text: 'border: rgba(' },
      { line: 4, text: 'background: hsl(' },
      { line: 4, text: 'background: white' },
      { line: 5, text: '--site-x: #0958d9aa' },
      { line: 6, text: 'outline-color: RED' },
    ]);
  });

  it('reads the value of a declaration that ends a block without a semicolon', () => {
    expect(rawColoursInCss('a{color:black}')).toEqual([{ line: 1, text: 'color: black' }]);
  });

  it('leaves tokens, keywords, comments, selectors, quoted text and names of other kinds alone', () => {
    const css = [
      '/* dumi paints this #d56161, red on white */',
      '#fab, .red:hover > a[title="white"] {',
      '  color: var(--site-primary); // a Less comment: #000',
      '  background: transparent;',
      '  border-color: currentColor;',
      '  white-space: nowrap;',
      "  content: 'red';",
      '  font-family: Black, sans-serif;',
      '  transition: color 0.2s, background-color 0.2s;',
      '  animation: fade-in 1s;',
      '}',
      '@media (max-width: 767px) { .b { inset: 0 } }',
    ].join('\n');
    expect(rawColoursInCss(css)).toEqual([]);
  });
});

describe('rawColoursInTs', () => {
  it('finds colours in strings, style objects, JSX attributes and CSS text', () => {
    const source = [
      "const a = '#1677ff';",
      "const style = { backgroundColor: 'white', padding: 4 };",
      'const svg = <svg fill="red" />;',
      'const css = `body { color: ${x}; border: 1px solid gray; }`;',
      "const shade = 'rgb(0 0 0 / 10%)';",
      "const only = 'Black';",
    ].join('\n');
    expect(rawColoursInTs(source)).toEqual([
      { line: 1, text: '#1677ff' },
      { line: 2, text: 'white' },
      { line: 3, text: 'red' },
      { line: 4, text: 'gray' },
      { line: 5, text: 'rgb(' },
      { line: 6, text: 'Black' },
    ]);
  });

  it('leaves tokens, comments, prose and anchors alone', () => {
    const source = [
      '// dumi draws it #1677ff, white on blue',
      "const a = 'var(--site-primary)';",
      "const b = 'A red border marks the current page';",
      "const c = { color: 'var(--site-text)', fill: 'currentColor', stroke: 'none' };",
      "const d = '#root';",
      'const e = <p className="red">see issue #418</p>;',
    ].join('\n');
    expect(rawColoursInTs(source)).toEqual([]);
  });
});
