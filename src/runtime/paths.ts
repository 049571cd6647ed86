export const STANDALONE_DEMO_PREFIX = '/~demos/';

/** `/pagination/demo/basic` under base `/pagination/` is `/demo/basic`. */
export function pathWithinBase(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) {
    return pathname.slice(base.length) || '/';
  }
  return pathname;
}

/** dumi checks the full pathname, which misses a site under a sub-path. */
export function isStandaloneDemoPath(pathname: string, basename: string): boolean {
  return pathWithinBase(pathname, basename).startsWith(STANDALONE_DEMO_PREFIX);
}

/** The address without its trailing slash, or null when already canonical (the home keeps its slash). */
export function withoutTrailingSlash(pathname: string, basename: string): string | null {
  if (!/\/+$/.test(pathname)) return null;
  const inner = pathWithinBase(pathname, basename);
  if (inner === '/' || /^\/+$/.test(inner)) return null;
  return pathname.replace(/\/+$/, '');
}
