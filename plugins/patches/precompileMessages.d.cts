/** Types for precompileMessages.cjs (its pure part), for the unit tests and the build config. */
declare function precompileMessagesLoader(source: string): string;
declare namespace precompileMessagesLoader {
  function precompileMessages(source: string, parse: (message: string) => unknown): string;
  function resolveIcuParser(entry?: string, root?: string): string;
  /** the browser's entry (`browser`), a language's chunk (`locale`) or the server's config */
  function splitMessages(source: string, options: { browser: boolean; locale?: string | null; base?: string }): string;
  function awaitOtherLanguage(source: string): string;
}
export = precompileMessagesLoader;
