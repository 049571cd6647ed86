/**
 * One row per markdown page (route, loader, light front matter; written by plugins/routes/splitRouteMeta.ts):
 * umi lists each page three times, and gzip pays for each copy (maintainers/patch-gains.md).
 */

export type PageLoader = () => Promise<{ default: unknown }>;

/** [route id, path (0: `pathOfId` gives it), loader, light front matter, tab ids] */
export type PageRow = [
  id: string,
  path: string | 0,
  load: PageLoader,
  frontmatter: Record<string, unknown>,
  tabs?: string[],
];

export type PathPrefixes = Record<string, string>;

/** dumi's route path of a page under `docs/` (`docs/demo/basic.zh-CN` is `zh-CN/demo/basic`). */
export function pathOfId(id: string, prefixes: PathPrefixes): string | undefined {
  if (!id.startsWith('docs/')) return undefined;
  const stem = id.slice('docs/'.length);
  for (const [suffix, prefix] of Object.entries(prefixes)) {
    if (stem.endsWith(suffix)) return prefix + stem.slice(0, -suffix.length);
  }
  return stem;
}

export type PageTable = Record<string, PageRow[]>;

export interface UmiRoute {
  id: string;
  path?: string;
  parentId?: string;
  [key: string]: unknown;
}

/** umi's routes with the table's pages between those umi listed before and after them, each lazy. */
export function withPageRoutes<Component>(
  table: PageTable,
  prefixes: PathPrefixes,
  [before, after]: [Record<string, UmiRoute>, Record<string, UmiRoute>],
  routeComponents: Record<string, Component>,
  lazy: (load: PageLoader) => Component,
): { routes: Record<string, UmiRoute>; routeComponents: Record<string, Component> } {
  const pages: Record<string, UmiRoute> = {};
  for (const [parentId, rows] of Object.entries(table)) {
    for (const [id, path, load] of rows) {
      pages[id] = { path: path === 0 ? pathOfId(id, prefixes)! : path, id, parentId };
      routeComponents[id] = lazy(load);
    }
  }
  return { routes: { ...before, ...pages, ...after }, routeComponents };
}

export interface LightEntry {
  frontmatter: Record<string, unknown>;
  tabs?: string[];
  page: PageLoader;
}

export function lightIndexOf(table: PageTable): Record<string, LightEntry> {
  const index: Record<string, LightEntry> = {};
  for (const rows of Object.values(table)) {
    for (const [id, , page, frontmatter, tabs] of rows) {
      index[id] = tabs ? { frontmatter, tabs, page } : { frontmatter, page };
    }
  }
  return index;
}
