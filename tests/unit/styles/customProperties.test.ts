import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

/**
 * Every `var(--site-…)` the site's styles and components read is defined, in the tokens
 * (src/styles/tokens.css) or the type faces (src/styles/typography.css): an undefined one falls
 * back silently (the live editor's code face once did).
 */
const root = path.resolve(__dirname, '../../..');
const DEFINITIONS = ['src/styles/tokens.css', 'src/styles/typography.css'];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'tmp' || entry.name.startsWith('tmp-') ? [] : filesUnder(relative);
    return /\.(css|ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

const defined = new Set(
  DEFINITIONS.flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/(--site-[a-z0-9-]+)\s*:/g)].map((m) => m[1])),
);

describe('site custom properties', () => {
  it('defines the code face in the tokens', () => {
    expect(defined.has('--site-font-mono')).toBe(true);
  });

  it('defines every one that is read', () => {
    const undefinedUses = filesUnder('src')
      .concat(filesUnder('.dumi'))
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/var\((--site-[a-z0-9-]+)/g)]
          .map((m) => m[1])
          .filter((name) => !defined.has(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(defined.size).toBeGreaterThan(20);
    expect(undefinedUses).toEqual([]);
  });
});
