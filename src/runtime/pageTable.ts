/**
 * The page table: every markdown page's route, module loader and light front matter in one row,
 * in the entry script (plugins/routes/splitRouteMeta.ts writes it as `.dumi/tmp/dumi/meta/pages.ts`).
 *
 * umi's generated routes file lists a page three times in the entry script: in its route table
 * (`{ path, id, parentId }`), in its route components (a `React.lazy` import), and dumi's meta
 * index a third time (front matter and its own import of the page). Spread over three places,
 * the page's id and path cost gzip a fresh copy each. One row per page keeps what belongs to a
 * page together: at 10× the demo pages the entry script grew 10.3 KiB gzipped with the three
 * tables and grows 5.9 KiB with the rows (4.7 KiB with the paths derived, see `pathOfId`).
 *
 * `withPageRoutes` gives umi its route table and components back from the rows (the generated
 * `core/route.tsx` calls it), `lightIndexOf` gives the light index (src/runtime/routeMeta.ts) its
 * entries. A route and the light index share the row's loader, the one `import()` of the page.
 */

export type PageLoader = () => Promise<{ default: unknown }>;

/**
 * [route id, route path, loader of the page's module, light front matter, tab ids]. The path is
 * 0 where `pathOfId` gives it (every page but the home pages here): written out, each path cost
 * the entry script about 4 bytes gzipped per page.
 */
export type PageRow = [
  id: string,
  path: string | 0,
  load: PageLoader,
  frontmatter: Record<string, unknown>,
  tabs?: string[],
];

/** A language's file suffix (`.zh-CN`) and the prefix of its routes' paths (`zh-CN/`). */
export type PathPrefixes = Record<string, string>;

/**
 * dumi's route path of a page under `docs/` by its route id: `docs/demo/basic` is `demo/basic`,
 * `docs/demo/basic.zh-CN` is `zh-CN/demo/basic`. The page table's generator writes 0 for a path
 * only where this gives umi's path exactly, so a page it does not fit keeps its own path.
 */
export function pathOfId(id: string, prefixes: PathPrefixes): string | undefined {
  if (!id.startsWith('docs/')) return undefined;
  const stem = id.slice('docs/'.length);
  for (const [suffix, prefix] of Object.entries(prefixes)) {
    if (stem.endsWith(suffix)) return prefix + stem.slice(0, -suffix.length);
  }
  return stem;
}

/** The rows by parent route id (dumi's `DocLayout`). */
export type PageTable = Record<string, PageRow[]>;

export interface UmiRoute {
  id: string;
  path?: string;
  parentId?: string;
  [key: string]: unknown;
}

/**
 * umi's `{ routes, routeComponents }` with the table's pages between the routes umi listed
 * before them and after them (umi's order kept), each page a `React.lazy` of its row's loader.
 */
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

/** The light index's entries of the table's pages. */
export function lightIndexOf(table: PageTable): Record<string, LightEntry> {
  const index: Record<string, LightEntry> = {};
  for (const rows of Object.values(table)) {
    for (const [id, , page, frontmatter, tabs] of rows) {
      index[id] = tabs ? { frontmatter, tabs, page } : { frontmatter, page };
    }
  }
  return index;
}
