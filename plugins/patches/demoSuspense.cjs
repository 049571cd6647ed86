/**
 * Webpack loader for dumi's DumiDemo: each demo gets a Suspense boundary of its own, so a demo
 * suspending as the page hydrates leaves the Markdown after it to hydrate without mismatches. The
 * fallback is nothing: a demo only suspends while a client-side navigation loads it.
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
