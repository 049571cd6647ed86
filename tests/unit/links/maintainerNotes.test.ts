// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

/**
 * The Markdown a maintainer reads outside the site (README.md, plugins/README.md and every note
 * in maintainers/): each relative link leads to a file of the repository, and each `#anchor` to
 * a heading of its target, named as GitHub names it. scripts/check-links.mjs checks the built
 * pages; this checks these notes, which dumi does not build.
 */
const root = path.resolve(__dirname, '../../..');
const notes = [
  'README.md',
  'plugins/README.md',
  ...readdirSync(path.join(root, 'maintainers'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `maintainers/${file}`),
];

/** Drops fenced and inline code, where a `[x](y)` is text. */
const withoutCode = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** `[text](target)` links and `![alt](target)` pictures, without titles. */
function linksOf(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count ? `${base}-${count}` : base);
  }
  return ids;
}

function brokenLinks(file: string): string[] {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const broken: string[] = [];
  for (const link of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // another site, mailto:
    const [target, anchor] = link.split('#');
    const resolved = target ? path.resolve(path.dirname(path.join(root, file)), decodeURI(target)) : path.join(root, file);
    if (!resolved.startsWith(root + path.sep) && resolved !== root) {
      broken.push(`${file}: ${link} (outside the repository)`);
    } else if (!existsSync(resolved)) {
      broken.push(`${file}: ${link} (no such file)`);
    } else if (anchor && resolved.endsWith('.md') && statSync(resolved).isFile()) {
      if (!headingIds(readFileSync(resolved, 'utf8')).has(anchor)) broken.push(`${file}: ${link} (no such heading)`);
    }
  }
  return broken;
}

describe("links in the maintainers' notes", () => {
  it('reads the README, plugins/README.md and the notes in maintainers/', () => {
    expect(notes.length).toBeGreaterThan(5);
    expect(linksOf(readFileSync(path.join(root, 'README.md'), 'utf8'))).toContain('maintainers/performance.md');
  });

  it.each(notes)('%s links only to files and headings that exist', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('finds a broken file link and a broken anchor', () => {
    expect(linksOf('see [a](gone.md#x), `[b](code.md)` and ![p](pic.png "t")')).toEqual(['gone.md#x', 'pic.png']);
    expect([...headingIds('# Build & deploy\n## `npm` scripts\n## Build & deploy')]).toEqual([
      'build--deploy',
      'npm-scripts',
      'build--deploy-1',
    ]);
  });
});
