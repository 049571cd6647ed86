/** Types for hydrateInTransition.cjs (its pure part), for the unit tests. */
declare function hydrateInTransitionLoader(source: string): string;
declare namespace hydrateInTransitionLoader {
  function hydrateInTransition(source: string): string;
}
export = hydrateInTransitionLoader;
