import { useLocale, useRouteData, useSiteData } from 'dumi';
import { useMemo } from 'react';
import { standaloneAddress } from '@site/liveDemo';
import type { ReleaseId } from '@site/versions';

/**
 * The "Open demo in a new tab" address: dumi's, naming the page the box is on (dumi names the
 * page whose demo data loaded first, which for a demo both languages embed can be the other
 * one's), its language, and the release a Versions example is written for.
 */
export function useStandaloneUrl(demoUrl: string, written: ReleaseId): string {
  // the box renders inside its page's route: that route is the page
  const { route } = useRouteData() as { route?: { id?: string } };
  const { id } = useLocale();
  const { locales } = useSiteData();
  const locale = id === locales[0]?.id ? undefined : id;
  return useMemo(
    () => standaloneAddress(demoUrl, { routeId: route?.id, release: written, locale }),
    [demoUrl, route?.id, written, locale],
  );
}
