import { cleanup, render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import HighlightedCode from '../../../src/theme/SourceCode/HighlightedCode';
import Prism from '../../../src/theme/SourceCode/prism';
import { tokenLines } from '../../../src/theme/SourceCode/prism/lines';

afterEach(cleanup);

describe("the site's Prism (src/theme/SourceCode/prism)", () => {
  it('knows the languages the code blocks and demos are written in, and their short names', () => {
    for (const name of ['tsx', 'typescript', 'ts', 'jsx', 'javascript', 'js', 'css', 'markup', 'html']) {
      expect(Prism.languages[name as keyof typeof Prism.languages], name).toBeTypeOf('object');
    }
  });

  it("knows every language a docs page's code block names, but the shell's (never highlighted)", () => {
    const pages = fs.readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    const named = new Set(pages.flatMap((file) => [...fs.readFileSync(path.join('docs', file), 'utf8').matchAll(/^```(\w+)/gm)].map((found) => found[1])));
    expect(named.size).toBeGreaterThan(0);
    for (const name of named) {
      if (!['bash', 'sh', 'shell', 'text'].includes(name)) expect(Prism.languages[name as keyof typeof Prism.languages], name).toBeTypeOf('object');
    }
  });

  it('carries none of the other languages prism-react-renderer bundles', () => {
    for (const name of ['go', 'wasm', 'ocaml', 'python', 'yaml', 'graphql', 'bash', 'json', 'diff']) {
      expect(Prism.languages[name as keyof typeof Prism.languages], name).toBeUndefined();
    }
  });

  it('is manual: it never highlights the page by itself', () => {
    expect(Prism.manual).toBe(true);
  });
});

describe('tokenLines (Prism tokens as lines of flat pieces)', () => {
  it('cuts a token that spans lines, each part keeping its types', () => {
    const lines = tokenLines(Prism.tokenize('/* one\ntwo */ a', Prism.languages.js!));
    expect(lines).toEqual([
      [{ types: ['comment'], content: '/* one' }],
      [
        { types: ['comment'], content: 'two */' },
        { types: [], content: ' a' },
      ],
    ]);
  });

  it("gives nested pieces their parents' types and aliases, once each", () => {
    const lines = tokenLines({
      type: 'tag',
      content: [{ type: 'punctuation', alias: ['punctuation', 'bracket'], content: '<' }, 'a'],
    });
    expect(lines).toEqual([
      [
        { types: ['tag', 'punctuation', 'bracket'], content: '<' },
        { types: ['tag'], content: 'a' },
      ],
    ]);
  });

  it("colours JavaScript inside a JSX attribute as JavaScript, not as the tag's", () => {
    const code = '<Pagination onChange={(size) => { setPageSize(size); }} />';
    for (const lang of ['tsx', 'jsx'] as const) {
      const pieces = tokenLines(Prism.tokenize(code, Prism.languages[lang]!)).flat();
      const inside = pieces.filter((piece) => piece.types.includes('language-javascript'));
      expect(inside.map((piece) => piece.content).join(''), lang).toBe('={(size) => { setPageSize(size); }}');
      for (const piece of inside) expect(piece.types, piece.content).not.toContain('tag');
      expect(inside.find((piece) => piece.content === 'setPageSize')?.types, lang).toContain('function');
      // the tag's own parts keep the tag's colour
      expect(pieces.find((piece) => piece.content === 'Pagination')?.types, lang).toContain('tag');
    }
  });

  it('keeps empty lines, as empty lines', () => {
    expect(tokenLines('a\n\nb')).toEqual([
      [{ types: [], content: 'a' }],
      [],
      [{ types: [], content: 'b' }],
    ]);
  });
});

describe('HighlightedCode', () => {
  it('draws one token line per line of the code, trimmed, named by its language', () => {
    const code = "\nconst page = 1;\n\n<Pagination current={page} />\n";
    const { container } = render(<HighlightedCode lang="tsx">{code}</HighlightedCode>);
    const pre = container.querySelector('.dumi-default-source-code > pre.prism-code.language-tsx');
    expect(pre?.querySelectorAll(':scope > .token-line')).toHaveLength(3);
    expect(pre?.textContent).toBe('const page = 1;\n<Pagination current={page} />');
    expect(pre?.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(pre?.querySelector('.token.tag')).not.toBeNull();
    expect(container.querySelector('.dumi-default-source-code-language')?.textContent).toBe('tsx');
  });

  it('shows a language Prism does not know as plain text', () => {
    const { container } = render(<HighlightedCode lang="go">{'func main() {}'}</HighlightedCode>);
    expect(container.querySelector('pre.prism-code')?.textContent).toBe('func main() {}');
    expect(container.querySelector('.token:not(.plain)')).toBeNull();
  });
});
