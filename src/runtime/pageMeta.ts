/**
 * Each page's full metadata, handed over by its own module as it runs (plugins/routes/splitRouteMeta.ts),
 * so the entry script carries only a light index. Read through src/runtime/useRouteMeta.ts.
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
  /** dumi's `page.md?type=text` */
  texts?: unknown[];
}

const pages = new Map<string, PageMeta>();
const listeners = new Set<() => void>();
let version = 0;

/** Called by every page module as it is evaluated. */
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

export function pageMetaOf(id: string): PageMeta | undefined {
  return pages.get(id);
}

/** A snapshot for useSyncExternalStore. */
export function pageMetaVersion(): number {
  return version;
}

export function subscribePageMeta(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function resetPageMeta(): void {
  pages.clear();
  version += 1;
}
