import {
  getFullDemos,
  getRouteMetaById,
  useAppData,
  useLocale,
  useNavData,
  useSiteData,
} from 'dumi';
import { useCallback, useRef, useState } from 'react';
import { buildSearchPages, localeDocRoutes, type PageMeta } from './documents';
import type { SearchPage } from './types';

export type SearchDataStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The search pages of the current language, fetched the first time `load` is called (when the
 * search box opens), so visitors who never search never download the page texts.
 */
export function useSearchPages() {
  const { routes } = useAppData();
  const { locales } = useSiteData();
  const locale = useLocale();
  const nav = useNavData();
  const [pages, setPages] = useState<SearchPage[]>([]);
  const [status, setStatus] = useState<SearchDataStatus>('idle');
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    const docRoutes = localeDocRoutes(routes, locales, locale.id);
    Promise.all([
      Promise.all(docRoutes.map((route) => getRouteMetaById(route.id) as Promise<PageMeta>)),
      getFullDemos(),
    ]).then(
      ([metas, demos]) => {
        const withMeta = docRoutes.map((route, index) => ({
          id: route.id,
          path: route.path ?? '',
          meta: metas[index],
        }));
        setPages(buildSearchPages({ routes: withMeta, nav, demos }));
        setStatus('ready');
      },
      () => {
        // a failed download (offline, new deployment): the next opening tries again
        started.current = false;
        setStatus('failed');
      },
    );
  }, [routes, locales, locale.id, nav]);

  return { pages, status, load };
}
