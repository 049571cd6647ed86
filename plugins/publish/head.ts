/** Reading a prerendered HTML file's head, and writing into it. */
import { escapeHtml } from '../../src/export/templates';

/** Undoes the escapes React and escapeHtml write, to measure or re-escape text. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The text of a `<meta name|property="…">` in the head, or null. */
export function metaOf(html: string, key: string): string | null {
  const head = html.slice(0, html.search(/<\/head>/i) >>> 0);
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const named = tag.match(/\s(?:name|property)="([^"]*)"/i)?.[1];
    if (named === key) return unescapeHtml(tag.match(/\scontent="([^"]*)"/i)?.[1] ?? '');
  }
  return null;
}

/** The first paragraph of the page's article, as text: a description for a page without one. */
export function firstParagraphOf(html: string): string {
  const article = html.slice(Math.max(0, html.search(/<article\b/i)));
  const paragraph = article.match(/<p\b[^>]*>([\s\S]*?)<\/p>/i)?.[1] ?? '';
  return unescapeHtml(paragraph.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
}

/** Inserts tags at the end of the head. */
export function appendToHead(html: string, tags: string): string {
  const end = html.search(/<\/head>/i);
  if (end < 0) throw new Error('publish: a prerendered file has no </head>');
  return `${html.slice(0, end)}${tags}\n${html.slice(end)}`;
}

/**
 * Adds the policy to a file's head: last in a prerendered page, which React hydrates whole, or
 * right after the charset in a file the client renders afresh (`first`); why: maintainers/csp.md.
 */
export function insertPolicy(html: string, policy: string, { first = false } = {}): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">`;
  if (!first) return appendToHead(html, tag);
  const charset = html.match(/<meta charset="[^"]*">/i);
  if (charset?.index === undefined) throw new Error('publish: a file has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}
