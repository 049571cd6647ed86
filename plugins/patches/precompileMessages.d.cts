/** Types for precompileMessages.cjs (its pure part), for the unit tests and the build config. */
declare function precompileMessagesLoader(source: string): string;
declare namespace precompileMessagesLoader {
  function precompileMessages(source: string, parse: (message: string) => unknown): string;
  function resolveIcuParser(entry?: string, root?: string): string;
}
export = precompileMessagesLoader;
