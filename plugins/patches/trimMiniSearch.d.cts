/** Types for trimMiniSearch.cjs (its pure part), for the unit tests. */
declare function trimMiniSearchLoader(source: string): string;
declare namespace trimMiniSearchLoader {
  function trimMiniSearch(source: string): string;
  const UNUSED: Record<'SearchableMap' | 'MiniSearch', string[]>;
}
export = trimMiniSearchLoader;
