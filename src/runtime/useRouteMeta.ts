/**
 * Stands in for dumi's useRouteMeta, reading metadata from the page's own chunk (./pageMeta.ts): the server and
 * hydration suspend for it; after a navigation, light metadata shows until the chunk runs.
 */
import { matchRoutes, useAppData, useLocation, useRouteData } from 'dumi';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { pageMetaVersion, subscribePageMeta } from './pageMeta';
import { routeMetaApi, type SiteRouteMeta } from './routeMeta';

type AnyRoute = { id: string; path?: string; meta?: Partial<SiteRouteMeta>; [key: string]: unknown };

const EMPTY: SiteRouteMeta = { frontmatter: {}, toc: [], texts: [] };

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

/** The rendering route itself when it is the page. */
export const useMatchedRoute = (): AnyRoute => {
  const { route } = useRouteData() as { route: AnyRoute };
  const { pathname } = useLocation();
  const { clientRoutes } = useAppData();
  return useMemo(() => {
    if (route.path === pathname && !('isLayout' in route)) return route;
    return matchOnce(clientRoutes, pathname) ?? route;
  }, [route, pathname, clientRoutes]);
};

/** Its page's, as far as known, over the route's own. */
export function metaOfRoute(route: AnyRoute | undefined): SiteRouteMeta {
  if (!route) return EMPTY;
  const known = routeMetaApi().getRouteMetaById(route.id, { syncOnly: true }) as SiteRouteMeta | undefined;
  if (!known) return (route.meta as SiteRouteMeta | undefined) ?? EMPTY;
  const meta: SiteRouteMeta = { ...known, frontmatter: { ...route.meta?.frontmatter, ...known.frontmatter } };
  // without reading `toc` and `texts`: dumi's dev getters warn that they are empty
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
  if (pending && (typeof window === 'undefined' || !committed)) throw api.loadPageMeta(route.id);
  useEffect(() => {
    committed = true;
  }, []);
  useEffect(() => {
    // a content tab's module only loads when opened
    if (pending) api.loadPageMeta(route.id).catch(() => {});
  }, [api, pending, route.id]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` says the store changed
  return useMemo(() => metaOfRoute(route), [route, version]);
};
