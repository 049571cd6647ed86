/**
 * The site's `getRouteMetaById` and `getFullRoutesMeta` over the light index plugins/routes/splitRouteMeta.ts
 * generates; `page` loads the page's module, which hands its full metadata to ./pageMeta.ts.
 */
import { pageMetaOf, type PageHeading } from './pageMeta';

export interface LightFileMeta {
  /** only what the sidebar and navigation need (LIGHT_FRONTMATTER_KEYS) */
  frontmatter: Record<string, unknown>;
  tabs?: string[];
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
  /** At once for an unknown id. */
  loadPageMeta(id: string): Promise<void>;
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

  /** The full metadata if the page's module ran, else the light index. */
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
