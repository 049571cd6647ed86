/** Types for markSiteStylesheet.cjs (its pure part), for the unit tests. */
declare function markSiteStylesheetLoader(source: string): string;
declare namespace markSiteStylesheetLoader {
  function markSiteStylesheet(source: string, condition: string): string;
}
export = markSiteStylesheetLoader;
