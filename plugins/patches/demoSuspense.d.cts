/** Types for demoSuspense.cjs (its pure part), for the unit tests. */
declare function demoSuspenseLoader(source: string): string;
declare namespace demoSuspenseLoader {
  function demoSuspense(source: string): string;
}
export = demoSuspenseLoader;
