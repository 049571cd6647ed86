// Reading the documentation's Markdown for the fact tests: sections, bullets, table rows, links.
import fs from 'fs';
import path from 'path';

const root = path.resolve(__dirname, '../../..');

/** The Markdown of a page under docs/, e.g. `versions.zh-CN.md`. */
export function readPage(page: string): string {
  return fs.readFileSync(path.join(root, 'docs', page), 'utf8');
}

/** The text without fenced code blocks, whose lines are code, not prose. */
export function withoutCode(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '');
}

export interface Section {
  heading: string;
  body: string;
}

/** Every `## ` section: its heading and the text up to the next `## ` heading. */
export function sections(markdown: string): Section[] {
  return withoutCode(markdown)
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      return { heading: part.slice(0, newline).trim(), body: part.slice(newline + 1) };
    });
}

/** Every top-level bullet of the prose, one string per bullet. */
export function bullets(markdown: string): string[] {
  return withoutCode(markdown)
    .split('\n')
    .filter((line) => /^[-*] /.test(line));
}

/** The first paragraph after the page's `# ` title. */
export function firstParagraph(markdown: string): string {
  const afterTitle = withoutCode(markdown).split(/^# .*$/m)[1] ?? '';
  return afterTitle.trim().split(/\n\s*\n/)[0];
}

/** The table row whose first cell is `name` (in backticks). */
export function tableRow(markdown: string, name: string): string | undefined {
  return markdown.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
}

export interface Link {
  text: string;
  href: string;
}

/** Every inline Markdown link `[text](href)`. */
export function links(markdown: string): Link[] {
  return Array.from(markdown.matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g), ([, text, href]) => ({ text, href }));
}

/** Where a fact on the site may point: the upstream repository or the package's npm page. */
export const UPSTREAM_SOURCE =
  /^https:\/\/(github\.com\/react-component\/pagination\/|www\.npmjs\.com\/package\/(rc-pagination|@rc-component\/pagination)(\/|$))/;

/** True when the text links at least one upstream source. */
export function linksUpstream(markdown: string): boolean {
  return links(markdown).some(({ href }) => UPSTREAM_SOURCE.test(href));
}
