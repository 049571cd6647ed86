import type { Compiler } from '@umijs/bundler-webpack/compiled/webpack';
import type { IApi } from 'dumi';

/**
 * V8's compile hint (Chrome 136+; a comment elsewhere): a script whose first line it is has all its
 * functions compiled on a background thread while it downloads. The start-up scripts run nearly all theirs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts every page runs at start-up: umi's entry and the framework (React) script. */
const START_UP_SCRIPT = /^(umi|framework)(\.[0-9a-f]+)?\.js$/;

export function wantsCompileHint(file: string): boolean {
  return START_UP_SCRIPT.test(file);
}

/**
 * Puts the hint on the start-up scripts after minification (which drops comments) and before
 * source maps are written (so the maps account for the added line).
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets).filter(wantsCompileHint)) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

export default (api: IApi) => {
  api.describe({ key: 'site:compile-hints' });
  // production client build only: the server bundle and the development server are left alone
  if (api.env !== 'production') return;
  api.modifyWebpackConfig((config) => {
    if (config.target === 'node') return config;
    return { ...config, plugins: [...(config.plugins ?? []), new CompileHintsPlugin()] };
  });
};
