/**
 * The site's `getRouteMetaById` and `getFullRoutesMeta` (dumi's theme API names), over the light
 * index plugins/routes/splitRouteMeta.ts generates in place of dumi's meta index. The index holds, for
 * every page, only what the sidebar and navigation need (its light front matter) and how to load
 * the rest: `page` loads the page's own module, which hands its full metadata and its texts to
 * src/runtime/pageMeta.ts.
 *
 * The generated module `.dumi/tmp/dumi/meta/exports.ts` calls `installRouteMeta` with the index
 * and re-exports the functions below in place of dumi's.
 */
import { pageMetaOf, type PageHeading } from './pageMeta';

export interface LightFileMeta {
  /** only title, order, group, nav and the like: see LIGHT_FRONTMATTER_KEYS in the plugin */
  frontmatter: Record<string, unknown>;
  tabs?: string[];
  /** loads the page's module (its route chunk), which provides its full metadata and texts */
  page?: () => Promise<unknown>;
  [key: string]: unknown;
}

export interface TabIndexEntry {
  key: string;
  title?: string;
  titleIntlId?: string;
  components: unknown;
}

export interface SiteRouteMeta {
  frontmatter: Record<string, unknown>;
  toc: PageHeading[];
  texts: unknown[];
  tabs?: Array<TabIndexEntry & { meta: SiteRouteMeta }>;
  [key: string]: unknown;
}

export interface RouteMetaApi {
  getRouteMetaById(id: string, opts?: { syncOnly?: boolean }): SiteRouteMeta | Promise<SiteRouteMeta> | undefined;
  getFullRoutesMeta(): Promise<Record<string, SiteRouteMeta>>;
  /** Resolves once the page's full metadata is known (at once for an unknown id). */
  loadPageMeta(id: string): Promise<void>;
  /** Whether `id` is a page whose full metadata has not arrived yet. */
  isPending(id: string): boolean;
}

export function createRouteMetaApi(
  filesMeta: Record<string, LightFileMeta>,
  tabsMeta: Record<string, TabIndexEntry>,
): RouteMetaApi {
  const loading = new Map<string, Promise<void>>();

  const isPending = (id: string) => Boolean(filesMeta[id]?.page) && !pageMetaOf(id);

  function loadPageMeta(id: string): Promise<void> {
    if (!isPending(id)) return Promise.resolve();
    let promise = loading.get(id);
    if (!promise) {
      promise = filesMeta[id].page!().then(
        () => undefined,
        (error: unknown) => {
          // a failed download may be retried by the next caller
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, promise);
    }
    return promise;
  }

  function tabWith(tabId: string, meta: SiteRouteMeta | undefined) {
    const tab = tabsMeta[tabId];
    return {
      ...tab,
      meta: meta ?? { frontmatter: { title: tab?.title }, toc: [], texts: [] },
    };
  }

  /** What is known now: the full metadata if the page's module ran, else the light index. */
  function known(id: string): SiteRouteMeta | undefined {
    const file = filesMeta[id];
    if (!file) return undefined;
    const page = pageMetaOf(id);
    const meta: SiteRouteMeta = {
      frontmatter: page?.frontmatter ?? file.frontmatter,
      toc: page?.toc ?? [],
      texts: [],
    };
    if (file.tabs) meta.tabs = file.tabs.map((tabId) => tabWith(tabId, known(tabId)));
    return meta;
  }

  async function full(id: string): Promise<SiteRouteMeta> {
    const file = filesMeta[id];
    // the page's module provides its texts with its metadata (they share the page's chunk)
    await loadPageMeta(id);
    const meta = known(id)!;
    meta.texts = pageMetaOf(id)?.texts ?? [];
    if (file.tabs) {
      meta.tabs = await Promise.all(file.tabs.map(async (tabId) => tabWith(tabId, await full(tabId))));
    }
    return meta;
  }

  return {
    getRouteMetaById(id, opts) {
      if (!filesMeta[id]) return undefined;
      return opts?.syncOnly ? known(id) : full(id);
    },
    async getFullRoutesMeta() {
      const ids = Object.keys(filesMeta);
      const metas = await Promise.all(ids.map(full));
      return Object.fromEntries(ids.map((id, index) => [id, metas[index]]));
    },
    loadPageMeta,
    isPending,
  };
}

let installed: RouteMetaApi = createRouteMetaApi({}, {});

/** Called once by the generated meta exports with the site's index. */
export function installRouteMeta(
  filesMeta: Record<string, LightFileMeta>,
  tabsMeta: Record<string, TabIndexEntry>,
): RouteMetaApi {
  installed = createRouteMetaApi(filesMeta, tabsMeta);
  return installed;
}

export function routeMetaApi(): RouteMetaApi {
  return installed;
}
