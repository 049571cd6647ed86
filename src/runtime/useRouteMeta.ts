/**
 * Stands in for dumi's useRouteMeta module (plugins/patches/index.ts aliases it here), so every
 * theme component, ours and dumi's (useTabMeta, useSidebarData, DumiPage), reads the page's
 * metadata from the page's own chunk (src/runtime/pageMeta.ts) instead of from the entry script.
 *
 * - While the prerendered HTML hydrates, a reader waits (suspends) for the page's module, which
 *   the router is loading at that moment for the page itself: the HTML hydrates unchanged.
 * - After a client-side navigation the layout renders the new page with its light metadata
 *   (title, order, group, nav) until the page's chunk, which the router loads anyway, runs; the
 *   store then re-renders every reader with the page's table of contents and description.
 * - On the server (prerendering) a reader waits the same way, so the HTML holds the full data.
 *
 * `useMatchedRoute` matches the address once per route list and address, for every component
 * that asks (dumi matched it again in each).
 */
import { matchRoutes, useAppData, useLocation, useRouteData } from 'dumi';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { pageMetaVersion, subscribePageMeta } from './pageMeta';
import { routeMetaApi, type SiteRouteMeta } from './routeMeta';

type AnyRoute = { id: string; path?: string; meta?: Partial<SiteRouteMeta>; [key: string]: unknown };

const EMPTY: SiteRouteMeta = { frontmatter: {}, toc: [], texts: [] };

/** Whether the app has committed once (hydration done): from then on, readers never suspend. */
let committed = false;

const matchesByRoutes = new WeakMap<object, Map<string, AnyRoute | undefined>>();

function matchOnce(clientRoutes: object, pathname: string): AnyRoute | undefined {
  let byPath = matchesByRoutes.get(clientRoutes);
  if (!byPath) matchesByRoutes.set(clientRoutes, (byPath = new Map()));
  if (!byPath.has(pathname)) {
    const matches = matchRoutes(clientRoutes as Parameters<typeof matchRoutes>[0], pathname);
    byPath.set(pathname, matches?.[matches.length - 1]?.route as AnyRoute | undefined);
  }
  return byPath.get(pathname);
}

/** The route the address matches (the rendering route itself when it is the page). */
export const useMatchedRoute = (): AnyRoute => {
  const { route } = useRouteData() as { route: AnyRoute };
  const { pathname } = useLocation();
  const { clientRoutes } = useAppData();
  return useMemo(() => {
    if (route.path === pathname && !('isLayout' in route)) return route;
    return matchOnce(clientRoutes, pathname) ?? route;
  }, [route, pathname, clientRoutes]);
};

/** The metadata of `route`: its page's, as far as it is known, over the route's own. */
export function metaOfRoute(route: AnyRoute | undefined): SiteRouteMeta {
  if (!route) return EMPTY;
  const known = routeMetaApi().getRouteMetaById(route.id, { syncOnly: true }) as SiteRouteMeta | undefined;
  if (!known) return (route.meta as SiteRouteMeta | undefined) ?? EMPTY;
  const meta: SiteRouteMeta = { ...known, frontmatter: { ...route.meta?.frontmatter, ...known.frontmatter } };
  // the route's own keys, without reading its `toc` and `texts` (dumi's start-up code made
  // those getters that warn, in development, that they are always empty)
  for (const key of Object.keys(route.meta ?? {})) {
    if (!(key in meta)) meta[key] = route.meta![key];
  }
  return meta;
}

export const useRouteMeta = (): SiteRouteMeta => {
  const route = useMatchedRoute();
  const version = useSyncExternalStore(subscribePageMeta, pageMetaVersion, pageMetaVersion);
  const api = routeMetaApi();
  const pending = api.isPending(route.id);
  // the server and the hydrating browser wait for the page's module: both render the full data
  if (pending && (typeof window === 'undefined' || !committed)) throw api.loadPageMeta(route.id);
  useEffect(() => {
    committed = true;
  }, []);
  useEffect(() => {
    // a content tab's module, for one, only loads when opened: ask for the page's data anyway
    if (pending) api.loadPageMeta(route.id).catch(() => {});
  }, [api, pending, route.id]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says the store changed
  return useMemo(() => metaOfRoute(route), [route, version]);
};
