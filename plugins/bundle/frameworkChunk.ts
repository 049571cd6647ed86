import type { IApi } from 'dumi';
import fs from 'fs';
import { modifyClientSplitChunks, withCacheGroup, type WebpackConfig } from './cacheGroups';

/**
 * React, ReactDOM and the scheduler in a script of their own, before umi's entry script. The
 * browser compiles and runs each script in its own task; the single entry script was one task of
 * 130 ms at Lighthouse's mobile throttling on every page (a trace of /demo/sizer), over twice the
 * 50 ms a task may take before it blocks input. Production client build only: the server bundle
 * and the development server keep webpack's defaults. umi writes only its entry script into the
 * pages, so the pages get the framework script here.
 */
const FRAMEWORK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK_FILE = /^framework\.[0-9a-f]+\.js$/;

/**
 * Puts `<script src>` for the framework right before umi's entry script, unless the page has it
 * (the standalone demo pages list every script of the entry themselves).
 */
export function addFrameworkScript(html: string, src: string): string {
  const entry = /<script src="[^"]*\/umi\.[0-9a-f]+\.js"/;
  if (!entry.test(html) || html.includes(`<script src="${src}"`)) return html;
  return html.replace(entry, (tag) => `<script src="${src}"></script>${tag}`);
}

/** The client build's split-chunk settings with the framework group added. */
export function withFrameworkChunk<T extends WebpackConfig>(config: T): T {
  return withCacheGroup(config, 'framework', {
    name: 'framework',
    test: FRAMEWORK_PACKAGES,
    chunks: 'initial',
    enforce: true,
    priority: 40,
  });
}

/**
 * Prism in the chunk of the code that highlights (src/theme/SourceCode/HighlightedCode) and
 * MiniSearch in search's, not each in a vendor chunk of its own: webpack's `defaultVendors` group
 * takes a package over 20 KB out of an async chunk even when one chunk alone imports it, and the
 * second request costs "Show code" and opening search its headers and a round trip. The group is
 * webpack's default but for its test.
 */
export function withPackagesInTheirChunks<T extends WebpackConfig>(config: T): T {
  return withCacheGroup(config, 'defaultVendors', {
    idHint: 'vendors',
    test: /[\\/]node_modules[\\/](?!(prismjs|minisearch)[\\/])/i,
    priority: -10,
    reuseExistingChunk: true,
  });
}

export default (api: IApi) => {
  api.describe({ key: 'site:framework-chunk' });
  if (api.env !== 'production') return;

  modifyClientSplitChunks(api, (config) => withPackagesInTheirChunks(withFrameworkChunk(config)));

  api.modifyExportHTMLFiles({
    stage: Number.MAX_SAFE_INTEGER - 1,
    fn: (files) => {
      const framework = fs
        .readdirSync(api.paths.absOutputPath)
        .find((name) => FRAMEWORK_FILE.test(name));
      if (!framework) throw new Error('frameworkChunk: no framework.[hash].js in the build output');
      const src = `${api.config.publicPath ?? '/'}${framework}`;
      return files.map((file) => ({ ...file, content: addFrameworkScript(file.content, src) }));
    },
  });
};
