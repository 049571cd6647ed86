/** Types for nativeAsyncUtils.cjs (its pure parts), for the unit tests. */
declare function nativeAsyncUtilsLoader(source: string): string;
declare namespace nativeAsyncUtilsLoader {
  function nativeAsyncUtils(source: string): string;
  function nativeAsyncPlugins(source: string): string;
  function pluginsLoader(source: string): string;
}
export = nativeAsyncUtilsLoader;
