/**
 * A rehype step for the markdown pages: a link to another site opens in a new tab without
 * handing that site a reference to ours (`rel="noopener noreferrer"`), and says so to screen
 * readers in the page's language, as the header's external links do.
 */
import { pageLocale, sourceVersion } from '../pages/sourceVersion';

export interface HastElement {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastElement[];
  value?: string;
}

export interface ExternalLinksOptions {
  /** hidden note per interface language, e.g. { 'en-US': '(opens in a new tab)' } */
  newTabText: Record<string, string>;
  /** the language of a page without a locale suffix (`index.md`) */
  defaultLocale: string;
  /** not read here: dumi caches compiled markdown by its options (plugins/pages/sourceVersion.ts) */
  version?: string;
}

/** Current `version` for the options: this module's source hash. */
export const EXTERNAL_LINKS_VERSION = sourceVersion(__filename);

const REL = ['noopener', 'noreferrer'];

/** `https://…`, `http://…` or protocol-relative `//…`: anything else stays on this site. */
export function isExternalHref(href: unknown): href is string {
  return typeof href === 'string' && /^(https?:)?\/\//i.test(href.trim());
}

function relTokens(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

export function markExternalLink(node: HastElement, note: string | undefined): void {
  const properties = (node.properties ??= {});
  properties.target = '_blank';
  properties.rel = [...new Set([...relTokens(properties.rel), ...REL])];
  if (!note) return;
  (node.children ??= []).push({
    type: 'element',
    tagName: 'span',
    properties: { className: ['site-visually-hidden'] },
    children: [{ type: 'text', value: ` ${note}` }],
  });
}

function visit(node: HastElement, note: string | undefined): void {
  if (node.type === 'element' && node.tagName === 'a' && isExternalHref(node.properties?.href)) {
    markExternalLink(node, note);
    return;
  }
  node.children?.forEach((child) => visit(child, note));
}

export default function rehypeExternalLinks(this: unknown, options: ExternalLinksOptions) {
  const processor = this;
  return (tree: HastElement, file: { path?: string }) => {
    const locale = pageLocale(processor, file, Object.keys(options.newTabText), options.defaultLocale);
    visit(tree, options.newTabText[locale]);
  };
}
