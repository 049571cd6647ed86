/**
 * Webpack loader for dumi's DumiDemo (dumi/dist/client/theme-api/DumiDemo/index.js): each demo
 * gets a Suspense boundary of its own, in the prerendered page and in the browser alike.
 *
 * A demo suspends once as the page hydrates: dumi reads its data through a promise, and its
 * component is React.lazy. The nearest boundary used to be the whole page's, and React 18 goes
 * on rendering the siblings of a suspended component: the markdown after a demo was matched
 * against the demo's server markup, every such mismatch threw (React error 418, never shown,
 * since the boundary then stays as the server drew it), and each thrown error built a component
 * stack by calling the components above it. Pausing on every exception in Chrome's debugger
 * counted 150–430 of them per page load. With a boundary per demo, a suspended demo keeps its server markup
 * and hydrates when its data arrives, and the rest of the page hydrates around it.
 * The fallback is nothing: a demo only suspends while a client-side navigation loads it.
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('../compat/patchLoader.cjs');

const EXPORT =
  /export var DumiDemo = (\/\*#__PURE__\*\/)?React\.memo\(InternalDumiDemo, areDumiDemoPropsEqual\);/;

const WRAPPED = `function SuspendedDumiDemo(props) {
  return /*#__PURE__*/React.createElement(React.Suspense, { fallback: null }, /*#__PURE__*/React.createElement(InternalDumiDemo, props));
}
export var DumiDemo = /*#__PURE__*/React.memo(SuspendedDumiDemo, areDumiDemoPropsEqual);`;

function demoSuspense(source) {
  return source.replace(EXPORT, WRAPPED);
}

module.exports = patchLoader('demoSuspense', demoSuspense, 'the DumiDemo export');
module.exports.demoSuspense = demoSuspense;
