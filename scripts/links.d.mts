/** Types for links.mjs, for the unit tests. */
export interface Tag {
  tag: string;
  attrs: Record<string, string>;
}
export interface LinkTarget {
  path: string;
  fragment: string;
  outside?: true;
  invalid?: true;
}
export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}
export function readTags(html: string): Tag[];
export function extractLinks(html: string): string[];
export function extractAnchors(html: string): Set<string>;
export function normalizeBase(base: string | undefined): string;
export function pageUrlOf(file: string, base: string): string;
export function resolveHref(href: string, pageUrl: string, base: string): LinkTarget | null;
export function fileForPath(path: string, files: Set<string>): string | null;
export function findBrokenLinks(site: {
  pages: Map<string, string>;
  files: Set<string>;
  base: string;
}): BrokenLink[];
