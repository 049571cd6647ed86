/** Route prefix dumi gives standalone demo pages (`/~demos/:id`), relative to the site's base. */
export const STANDALONE_DEMO_PREFIX = '/~demos/';

/** The path inside the site: `/pagination/demo/basic` under base `/pagination/` is `/demo/basic`. */
export function pathWithinBase(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) {
    return pathname.slice(base.length) || '/';
  }
  return pathname;
}

/**
 * dumi skips hydration only when the full pathname starts with `/~demos`, which misses a site
 * deployed under a sub-path; this compares the path inside the base instead.
 */
export function isStandaloneDemoPath(pathname: string, basename: string): boolean {
  return pathWithinBase(pathname, basename).startsWith(STANDALONE_DEMO_PREFIX);
}

/**
 * The canonical form of an address without its trailing slash, or null when it already is
 * canonical. The site's home (the base itself) keeps its slash.
 */
export function withoutTrailingSlash(pathname: string, basename: string): string | null {
  if (!/\/+$/.test(pathname)) return null;
  const inner = pathWithinBase(pathname, basename);
  if (inner === '/' || /^\/+$/.test(inner)) return null;
  return pathname.replace(/\/+$/, '');
}
