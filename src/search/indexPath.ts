/**
 * Where a language's index is served, below the site's base. A module of its own: the search box
 * needs the address on every page, the reading of the file only once it has downloaded it.
 */
export function searchIndexPath(localeId: string): string {
  return `search-index.${localeId}.json`;
}
