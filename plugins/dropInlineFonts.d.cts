/** Types for dropInlineFonts.cjs (its pure part), for the unit tests. */
declare function dropInlineFontsLoader(source: string): string;
declare namespace dropInlineFontsLoader {
  function dropInlineFonts(source: string): string;
}
export = dropInlineFontsLoader;
