// @vitest-environment node
// What the README and maintainers/ say a part of the site is built on, checked against the code's
// imports, so a note cannot go on naming a parser the code no longer uses (acorn, say, for a loop
// guard built on sucrase's tokens).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The packages a module imports, by name (`sucrase/dist/parser` → `sucrase`). */
const importsOf = (file: string) =>
  new Set(
    [...read(file).matchAll(/^import[^'"]*['"]([^'"./][^'"]*)['"]/gm)].map(([, name]) =>
      name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0],
    ),
  );

/** Parsers the notes may name as what a part is built on. */
const PARSERS = ['acorn', 'sucrase', 'babel', 'esbuild', 'swc'];

describe('what the notes say the loop guard is built on', () => {
  const guard = importsOf('src/sandbox/loopGuard.ts');
  const sentences = [
    ...read('README.md').split(/\n(?=- )/).filter((item) => /\*\*The loop guard\*\*/.test(item)),
    ...read('maintainers/live-demo-sandbox.md')
      .split(/\n## /)
      .filter((section) => section.startsWith('Loop guard'))
      .map((section) => section.split('\n\n').slice(0, 2).join('\n\n')),
  ];

  it('finds the statements (the README bullet and the note section)', () => {
    expect(sentences).toHaveLength(2);
  });

  it.each(sentences.map((text) => [text.slice(0, 50), text]))('"%s…" names the parser loopGuard.ts imports', (_, text) => {
    const named = PARSERS.filter((parser) => new RegExp(`\\b${parser}\\b(?! left)`, 'i').test(text));
    expect(named.length, text).toBeGreaterThan(0);
    for (const parser of named) expect(guard.has(parser), `${parser} in: ${text}`).toBe(true);
  });
});
