/**
 * Webpack loader for dumi's generated meta runtime (.dumi/tmp/dumi/meta/runtime.ts). As the app
 * starts it copies every page's metadata onto its route with `deepmerge(route.meta, routeMeta)`;
 * routes have no meta of their own, so that is a deep copy of every page's front matter, table of
 * contents and tabs: 15 ms of main thread at Lighthouse's mobile throttling on every page load
 * (measured with a CPU profile of /demo/sizer). The copy only exists so that the `toc` and
 * `texts` getters defined next land on the route's object, not on the page's: copying the
 * object and its tabs one level deep keeps that, and nothing writes into what stays shared.
 * A route that does have meta still goes through deepmerge.
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('../compat/patchLoader.cjs');

const MERGE = /route\.meta = deepmerge\(route\.meta, routeMeta\);/;

const COPY = `route.meta = route.meta
          ? deepmerge(route.meta, routeMeta)
          : { ...routeMeta, tabs: routeMeta.tabs?.map((tab) => ({ ...tab })) };`;

function shallowRouteMeta(source) {
  return source.replace(MERGE, COPY);
}

module.exports = patchLoader('shallowRouteMeta', shallowRouteMeta, 'deepmerge(route.meta, routeMeta)');
module.exports.shallowRouteMeta = shallowRouteMeta;
