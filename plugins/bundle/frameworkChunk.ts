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
 * The page's start-up scripts (the framework's, then umi's entry) run only after the prerendered
 * page is painted: both download from the head (`<link rel="preload">`), and an inline script at
 * the end of the body adds them, in order, in the task after the next frame. A script the parser
 * met first ran before that frame whenever it had arrived, so the page's text was painted after
 * start-up code, and Lighthouse's simulation counted downloading and running it in the largest
 * paint (2.1 s against 1.3 s, at random). A hidden page, which draws no frame, starts at once.
 * The standalone demo pages list every script of the entry themselves, and keep them.
 */
export function startAfterFirstPaint(html: string, frameworkSrc: string): string {
  const entry = /<script src="([^"]*\/umi\.[0-9a-f]+\.js)"( async="")?><\/script>/;
  const found = html.match(entry);
  if (!found || html.includes(`<script src="${frameworkSrc}"`)) return html;
  const sources = [frameworkSrc, found[1]];
  const preloads = sources.map((src) => `<link rel="preload" href="${src}" as="script">`).join('');
  return html
    .replace(entry, () => `<script>${startUpScript(sources)}</script>`)
    .replace('</head>', () => `${preloads}</head>`);
}

/** The inline script that adds `sources` once a frame is drawn (its hash joins the pages' policy). */
export function startUpScript(sources: string[]): string {
  // `<` escaped: a base path cannot end the inline script
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `(function(){function start(){${list}.forEach(function(src){` +
    'var script=document.createElement("script");script.src=src;script.async=false;document.body.appendChild(script)})}' +
    'if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})})()'
  );
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
      return files.map((file) => ({ ...file, content: startAfterFirstPaint(file.content, src) }));
    },
  });
};
