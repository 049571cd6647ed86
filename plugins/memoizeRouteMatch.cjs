/**
 * Webpack loader for dumi's useRouteMeta (dist/client/theme-api/useRouteMeta.js). Every theme
 * component that reads the page's metadata calls it, and each call matches the address against
 * all routes with react-router's matchRoutes (which flattens and ranks every route each time),
 * once while rendering and again in a layout effect. On a page load that is dozens of identical
 * matches inside the task that hydrates the page (measured with a CPU profile of /demo/basic).
 * This keeps one match per route list and address and hands each caller its own copy of the
 * result (dumi pops the last match off the array it gets).
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('./patchLoader.cjs');

const MATCH_CALL = /\bmatchRoutes\(clientRoutes, pathname\)/g;

const MEMO = `
var matchesByRoutes = new WeakMap();
function matchRoutesOnce(routes, pathname) {
  var byPath = matchesByRoutes.get(routes);
  if (!byPath) matchesByRoutes.set(routes, (byPath = new Map()));
  if (!byPath.has(pathname)) byPath.set(pathname, matchRoutes(routes, pathname));
  var matches = byPath.get(pathname);
  return matches ? matches.slice() : matches;
}
`;

function memoizeRouteMatch(source) {
  const patched = source.replace(MATCH_CALL, 'matchRoutesOnce(clientRoutes, pathname)');
  return patched === source ? source : `${patched}\n${MEMO}`;
}

module.exports = patchLoader('memoizeRouteMatch', memoizeRouteMatch, 'a matchRoutes(clientRoutes, pathname) call');
module.exports.memoizeRouteMatch = memoizeRouteMatch;
