import type { Compiler } from '@umijs/bundler-webpack/compiled/webpack';
import type { IApi } from 'dumi';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read it as a comment). A script
 * whose first line is this comment has all its functions compiled while it downloads, on a
 * background thread, instead of each one on the main thread the first time it is called. The
 * entry and framework scripts run nearly every function they hold while the page starts, and that
 * lazy compiling was about half of the entry script's 100 ms task at mobile throttling.
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
