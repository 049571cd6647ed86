/**
 * Webpack loader for umi's browser entry (@umijs/renderer-react/dist/browser.js): starts the
 * hydration of the prerendered page inside React.startTransition, as Remix's default client
 * entry does. Hydration at transition priority yields to the browser every few milliseconds
 * instead of blocking the main thread for the whole page (Lighthouse's Total Blocking Time),
 * and React still hydrates first whatever the visitor clicks or types into.
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('./patchLoader.cjs');

const HYDRATE_CALL = /^(\s*)(ReactDOM\.hydrateRoot\(.*\));$/m;

function hydrateInTransition(source) {
  return source.replace(
    HYDRATE_CALL,
    (_, indent, call) => `${indent}React.startTransition(function () {\n${indent}  ${call};\n${indent}});`,
  );
}

module.exports = patchLoader('hydrateInTransition', hydrateInTransition, 'a ReactDOM.hydrateRoot call');
module.exports.hydrateInTransition = hydrateInTransition;
