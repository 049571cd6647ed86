/**
 * Webpack loaders for two files of the entry script shipped with each async function compiled to a
 * generator on regenerator's runtime: dumi's theme-api utilities (getAgnosticComponentModule) and
 * umi's client plugin manager (applyPlugins' async `modify` and `event`). Each becomes the native
 * async function it was written as, with the same steps, and the minifier drops the runtime.
 */
const { patchLoader } = require('../compat/patchLoader.cjs');

/** dumi/dist/client/theme-api/utils.js */
const AGNOSTIC_MODULE =
  /export function getAgnosticComponentModule\(_x\) \{\n {2}return _getAgnosticComponentModule\.apply\(this, arguments\);\n\}\nfunction _getAgnosticComponentModule\(\) \{\n[\s\S]*?\n {2}return _getAgnosticComponentModule\.apply\(this, arguments\);\n\}/;

const NATIVE_AGNOSTIC_MODULE = `export async function getAgnosticComponentModule(component) {
  var mod = component instanceof Promise ? await component : component;
  return mod.default ?? mod;
}`;

function nativeAsyncUtils(source) {
  return source.replace(AGNOSTIC_MODULE, NATIVE_AGNOSTIC_MODULE);
}

/** umi/client/client/plugin.js: the reducer of an async `modify` ... */
const ASYNC_MODIFY =
  /\/\*#__PURE__\*\/function \(\) \{\n\s*var _ref2 = _asyncToGenerator\( \/\*#__PURE__\*\/_regeneratorRuntime\(\)\.mark\(function _callee\(memo, hook\) \{[\s\S]*?return function \(_x, _x2\) \{\n\s*return _ref2\.apply\(this, arguments\);\n\s*\};\n\s*\}\(\)/;

const NATIVE_ASYNC_MODIFY = `async function (memo, hook) {
  assert(typeof hook === 'function' || _typeof(hook) === 'object' || isPromiseLike(hook), "applyPlugins failed, all hooks for key ".concat(key, " must be function, plain object or Promise."));
  if (isPromiseLike(memo)) memo = await memo;
  if (typeof hook === 'function') {
    var ret = hook(memo, args);
    return isPromiseLike(ret) ? await ret : ret;
  }
  if (isPromiseLike(hook)) hook = await hook;
  return _objectSpread(_objectSpread({}, memo), hook);
}`;

/** ... and an `event`: each hook in turn, an async one awaited before the next. */
const EVENT =
  /return _asyncToGenerator\( \/\*#__PURE__\*\/_regeneratorRuntime\(\)\.mark\(function _callee2\(\) \{[\s\S]*?\}, _callee2, null, \[\[1, 14, 17, 20\]\]\);\n\s*\}\)\)\(\);/;

const NATIVE_EVENT = `return (async function () {
  for (var hook of hooks) {
    assert(typeof hook === 'function', "applyPlugins failed, all hooks for key ".concat(key, " must be function."));
    var ret = hook(args);
    if (async && isPromiseLike(ret)) await ret;
  }
})();`;

/** The imports of Babel's runtime functions, which nothing calls once both are native. */
const RUNTIME_IMPORTS =
  /import _regeneratorRuntime from "@babel\/runtime\/helpers\/esm\/regeneratorRuntime";\nimport _objectSpread from "@babel\/runtime\/helpers\/esm\/objectSpread2";\nimport _asyncToGenerator from "@babel\/runtime\/helpers\/esm\/asyncToGenerator";\n/;

/** All three or none: a half-patched file would keep the runtime anyway. */
function nativeAsyncPlugins(source) {
  if (![ASYNC_MODIFY, EVENT, RUNTIME_IMPORTS].every((pattern) => pattern.test(source))) return source;
  return source
    .replace(ASYNC_MODIFY, NATIVE_ASYNC_MODIFY)
    .replace(EVENT, NATIVE_EVENT)
    .replace(RUNTIME_IMPORTS, 'import _objectSpread from "@babel/runtime/helpers/esm/objectSpread2";\n');
}

module.exports = patchLoader('nativeAsyncUtils', nativeAsyncUtils, 'the compiled getAgnosticComponentModule');
module.exports.nativeAsyncUtils = nativeAsyncUtils;
module.exports.nativeAsyncPlugins = nativeAsyncPlugins;
module.exports.pluginsLoader = patchLoader(
  'nativeAsyncPlugins',
  nativeAsyncPlugins,
  "applyPlugins' compiled async modify and event",
);
