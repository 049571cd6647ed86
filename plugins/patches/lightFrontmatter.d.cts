/** Types for lightFrontmatter.cjs (its pure part), for the unit tests. */
declare function lightFrontmatterLoader(source: string): string;
declare namespace lightFrontmatterLoader {
  function lightFrontmatter(source: string, keys: readonly string[]): string;
}
export = lightFrontmatterLoader;
