/**
 * Each page's own metadata (its whole front matter and table of contents), kept out of the entry
 * script. plugins/routes/splitRouteMeta.ts makes every page module hand its metadata over here as it is
 * evaluated (`providePageMeta`), so the data travels in the page's chunk; the entry script only
 * carries a light index (title, order, group, nav) for the sidebar and navigation.
 * Theme components read it through `useRouteMeta` (src/runtime/useRouteMeta.ts), which
 * re-renders them when the page's data arrives after a client-side navigation.
 */

export interface PageHeading {
  id: string;
  depth: number;
  title: string;
  [key: string]: unknown;
}

export interface PageMeta {
  frontmatter: Record<string, unknown>;
  toc: PageHeading[];
  /** the page's texts (dumi's `page.md?type=text`), for `getRouteMetaById`'s asynchronous form */
  texts?: unknown[];
}

const pages = new Map<string, PageMeta>();
const listeners = new Set<() => void>();
let version = 0;

/** Called by every page module as it is evaluated (code added by plugins/patches/pageMetaInChunk.cjs). */
export function providePageMeta(
  id: string,
  frontmatter: PageMeta['frontmatter'],
  toc: PageHeading[],
  texts?: unknown[],
): void {
  const known = pages.get(id);
  if (known && known.frontmatter === frontmatter && known.toc === toc && known.texts === texts) return;
  pages.set(id, { frontmatter, toc, texts });
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The page's full metadata, once its module has been evaluated. */
export function pageMetaOf(id: string): PageMeta | undefined {
  return pages.get(id);
}

/** Changes each time a page's metadata arrives (a snapshot for useSyncExternalStore). */
export function pageMetaVersion(): number {
  return version;
}

export function subscribePageMeta(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only: forget every page. */
export function resetPageMeta(): void {
  pages.clear();
  version += 1;
}
