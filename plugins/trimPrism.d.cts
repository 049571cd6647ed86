/** Types for trimPrism.cjs (its pure part), for the unit tests. */
declare function trimPrismLoader(source: string): string;
declare namespace trimPrismLoader {
  function trimPrism(source: string, keep?: string[]): string;
  const KEPT_LANGUAGES: string[];
}
export = trimPrismLoader;
