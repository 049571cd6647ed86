/** Types for skipLocaleDataCheck.cjs (its pure part), for the unit tests. */
declare function skipLocaleDataCheckLoader(source: string): string;
declare namespace skipLocaleDataCheckLoader {
  function skipLocaleDataCheck(source: string): string;
}
export = skipLocaleDataCheckLoader;
