/** Types for shallowRouteMeta.cjs (its pure part), for the unit tests. */
declare function shallowRouteMetaLoader(source: string): string;
declare namespace shallowRouteMetaLoader {
  function shallowRouteMeta(source: string): string;
}
export = shallowRouteMetaLoader;
