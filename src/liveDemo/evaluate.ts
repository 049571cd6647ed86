import type { Evaluate, ModuleFactory } from './run';

/**
 * The compiled modules as one module script, imported from a `blob:` address: one function per
 * file, each taking CommonJS's `require`, `module` and `exports`. A module script from a blob
 * needs only `blob:` in the page's script-src, where `eval` or `new Function` would need
 * 'unsafe-eval' (see scripts/csp.mjs).
 */
export const evaluateAsModuleScript: Evaluate = async (modules) => {
  const body = modules
    .map(({ name, code }) => `${JSON.stringify(name)}: function (require, module, exports) {\n${code}\n}`)
    .join(',\n');
  const source = `export default {\n${body}\n};\n`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    const loaded = await import(/* webpackIgnore: true */ url);
    return loaded.default as Record<string, ModuleFactory>;
  } finally {
    URL.revokeObjectURL(url);
  }
};
