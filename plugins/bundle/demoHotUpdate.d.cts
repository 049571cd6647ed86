/** Types for demoHotUpdate.cjs (its pure part), for the unit tests. */
declare function demoHotUpdateLoader(source: string): string;
declare namespace demoHotUpdateLoader {
  function demoHotUpdate(source: string, store: string): string;
}
export = demoHotUpdateLoader;
