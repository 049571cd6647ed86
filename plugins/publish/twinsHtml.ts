/**
 * The HTML a page file may hold, as Markdown for its twin: dumi's `<code src>` demo tags, tables,
 * and any other tag reduced to its text. Only this site's own pages come through here, so a small
 * tag reader does; it is not a general HTML parser.
 */
import { parseFragment } from 'parse5';
import { unescapeHtml } from './head';

export interface HtmlContext {
  /** a link as written → its absolute address */
  link: (href: string) => string;
  /** the Markdown of the next demo, from its `<code>` tag's attributes */
  demo: (attributes: Record<string, string>) => string;
}

/** A tag's attributes, unescaped; a bare attribute (`inline`) is `''`. */
export function readAttributes(tag: string): Record<string, string> {
  const [element] = parseFragment(tag).childNodes;
  const attrs = element && 'attrs' in element ? element.attrs : [];
  return Object.fromEntries(attrs.map(({ name, value }) => [name, value]));
}

/** Inline HTML as Markdown text: code, emphasis, links and line breaks kept, other tags dropped. */
export function inlineHtml(html: string, link: HtmlContext['link']): string {
  const text = html
    .replace(/<code\b[^>]*>([\s\S]*?)<\/code>/gi, (_, code: string) => `\`${unescapeHtml(code.replace(/<[^>]+>/g, ''))}\``)
    .replace(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi, '**$2**')
    .replace(/<(em|i)\b[^>]*>([\s\S]*?)<\/\1>/gi, '*$2*')
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_, attrs: string, inner: string) => {
      const href = readAttributes(`<a ${attrs}>`).href;
      return href ? `[${inner}](${link(href)})` : inner;
    })
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const { src, alt = '' } = readAttributes(tag);
      return src ? `![${alt}](${link(src)})` : alt;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  // entities are undone outside code spans only (inside them they were undone above)
  return text.split(/(`[^`]*`)/).map((part, index) => (index % 2 ? part : unescapeHtml(part))).join('');
}

/** An HTML table as a Markdown table: the first row is the header. */
export function tableToMarkdown(html: string, link: HtmlContext['link']): string {
  const rows = [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map(([, row]) =>
    [...row.matchAll(/<t([hd])\b[^>]*>([\s\S]*?)<\/t\1>/gi)].map(([, , cell]) =>
      inlineHtml(cell, link).replace(/\s*\n\s*/g, ' ').trim().replace(/\|/g, '\\|'),
    ),
  );
  if (!rows.length) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) =>
    `| ${Array.from({ length: width }, (_, index) => cells[index] ?? '').join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head), line(Array(width).fill('---')), ...body.map(line)].join('\n');
}

/**
 * A `<code src>` demo tag; a quoted attribute may hold a `>` (a description that names
 * `<a href>` once cut the tag, and the caption with it, short).
 */
const DEMO_TAG = /<code\b(?:[^>"']|"[^"]*"|'[^']*')*\bsrc\s*=(?:[^>"']|"[^"]*"|'[^']*')*>(?:\s*<\/code>)?/gi;

/** An HTML node of the page (a block or an inline tag) as Markdown. */
export function htmlToMarkdown(html: string, context: HtmlContext): string {
  if (/<code\b[^>]*\bsrc\s*=/i.test(html)) {
    return [...html.matchAll(DEMO_TAG)]
      .map(([tag]) => context.demo(readAttributes(tag)))
      .filter(Boolean)
      .join('\n\n');
  }
  if (/^<!--/.test(html.trim())) return '';
  const parts = html.split(/(<table\b[\s\S]*?<\/table>)/i);
  return parts
    .map((part, index) => (index % 2 ? tableToMarkdown(part, context.link) : inlineHtml(part, context.link)))
    .join('')
    .trim();
}
