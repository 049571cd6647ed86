/** Types for memoizeRouteMatch.cjs (its pure part), for the unit tests. */
declare function memoizeRouteMatchLoader(source: string): string;
declare namespace memoizeRouteMatchLoader {
  function memoizeRouteMatch(source: string): string;
}
export = memoizeRouteMatchLoader;
