/** Types for lazyTabs.cjs (its pure part), for the unit tests. */
declare function lazyTabsLoader(source: string): string;
declare namespace lazyTabsLoader {
  function lazyTabs(source: string): string;
}
export = lazyTabsLoader;
