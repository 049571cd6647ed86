/*
 * The address of a demo's standalone page (`/~demos/:id`, the previewer's "Open demo in a new
 * tab") and what that page reads back from it: the page the demo is on, the interface language,
 * and the release a Versions example is written for, which the standalone page runs it on.
 */
import { DEFAULT_RELEASE, RELEASE_IDS, type ReleaseId } from '../versions';

export interface StandalonePage {
  /** the route id of the page the link is on (a demo shared by two languages has one id) */
  routeId?: string;
  /** the release the demo is written for */
  release: ReleaseId;
  /** the page's interface language, when it is not the default one */
  locale?: string;
}

/** dumi's demo address, naming the page it is on, its language and a release other than the default. */
export function standaloneAddress(demoUrl: string, page: StandalonePage): string {
  const at = demoUrl.indexOf('?');
  const path = at === -1 ? demoUrl : demoUrl.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : demoUrl.slice(at + 1));
  if (page.routeId) params.set('routeId', page.routeId);
  if (page.locale) params.set('locale', page.locale);
  if (page.release === DEFAULT_RELEASE) params.delete('release');
  else params.set('release', page.release);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The release a standalone page's address asks for, if it is one the site runs besides its own. */
export function standaloneRelease(search: string): ReleaseId | null {
  const asked = new URLSearchParams(search).getAll('release');
  const release = asked.length === 1 ? RELEASE_IDS.find((id) => id === asked[0]) : undefined;
  return release && release !== DEFAULT_RELEASE ? release : null;
}

/** A `release` the address asks for that the site does not run, cut to a length shown as text; null when none. */
export function unknownRelease(search: string): string | null {
  const asked = new URLSearchParams(search).getAll('release');
  if (!asked.length || (asked.length === 1 && RELEASE_IDS.some((id) => id === asked[0]))) return null;
  return asked.join(', ').slice(0, 40);
}
