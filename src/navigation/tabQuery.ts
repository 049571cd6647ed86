/** The query key dumi keeps the selected content tab in (`?tab=api`). */
export const TAB_QUERY_KEY = 'tab';

/**
 * The address of a content tab: `?tab=<key>` with the page's other query parameters, or no
 * `tab` at all for the default tab (key undefined). The anchor is dropped: it belongs to the
 * tab being left.
 */
export function tabLink(pathname: string, search: string, key?: string): string {
  const params = new URLSearchParams(search);
  if (key) params.set(TAB_QUERY_KEY, key);
  else params.delete(TAB_QUERY_KEY);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The content tab an address asks for, '' for the default tab. */
export function tabOf(search: string): string {
  return new URLSearchParams(search).get(TAB_QUERY_KEY) ?? '';
}
