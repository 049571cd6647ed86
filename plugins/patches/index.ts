import type { IApi, IDumiConfig } from 'dumi';
import fs from 'fs';
import path from 'path';
import { packageDir } from '../compat/check.cjs';
import { LIGHT_FRONTMATTER_KEYS, ROOT, posix } from '../routes/generators';
import { SITE_STYLESHEET_CONDITION } from '../../src/sandbox/siteStylesheet';
import dropDumiColorScript from './dropDumiColorScript';
import { fileStamp, memoizeGitDates, prefetchGitDates } from './gitDates';
import { narrowStatsJson } from './routePreloadStats';

/** The one place where the patches of plugins/compat/registry.cjs are wired: last, after every other rule. */

type Chain = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[0];
type Webpack = Parameters<NonNullable<IDumiConfig['chainWebpack']>>[1]['webpack'];

const site = (file: string) => path.join(ROOT, file);

interface LoaderRule {
  enforce?: 'pre' | 'post';
  query?: RegExp;
  options?: Record<string, unknown>;
}

/** A rule named `name` that runs ./<file>.cjs on the files `test` (and `query`) match. */
function addLoader(memo: Chain, name: string, file: string, test: RegExp | RegExp[], { enforce, query, options }: LoaderRule = {}) {
  const rule = memo.module.rule(name);
  if (enforce) rule.enforce(enforce);
  rule.test(test);
  if (query) rule.resourceQuery(query);
  const use = rule.use(name).loader(require.resolve(`./${file}.cjs`));
  if (options) use.options(options);
}

/** Every Markdown file in the doc folders (resolve.docDirs), as absolute paths. */
function pageFiles(api: IApi): string[] {
  const dirs = (api.userConfig.resolve?.docDirs ?? ['docs']) as (string | { dir: string })[];
  return dirs.flatMap((entry) => {
    const dir = path.resolve(api.cwd, typeof entry === 'string' ? entry : entry.dir);
    if (!fs.existsSync(dir)) return [];
    return (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(dir, name));
  });
}

export function wirePatches(memo: Chain, webpack: Webpack): Chain {
  // the route-meta split (plugins/routes/splitRouteMeta.ts): the light index's front matter has
  // only LIGHT_FRONTMATTER_KEYS and no table of contents
  addLoader(memo, 'light-frontmatter', 'lightFrontmatter', /\.md$/, {
    enforce: 'post',
    query: /light&type=frontmatter$/,
    options: { keys: LIGHT_FRONTMATTER_KEYS },
  });
  // ... every page module provides its full metadata as it runs
  addLoader(memo, 'page-meta-in-chunk', 'pageMetaInChunk', /\.md$/, {
    enforce: 'post',
    options: { store: posix(site('src/runtime/pageMeta.ts')), demos: posix(site('src/runtime/demos.ts')) },
  });
  // ... and dumi's useRouteMeta reads the page's metadata from its chunk
  memo.resolve.alias.set(
    require.resolve('dumi/dist/client/theme-api/useRouteMeta.js'),
    site('src/runtime/useRouteMeta.ts'),
  );

  // dumi's DumiDemo/DemoErrorBoundary, imported by two relative paths, swapped for the site's error box
  memo.plugin('demo-error-boundary').use(webpack.NormalModuleReplacementPlugin, [
    /DemoErrorBoundary$/,
    (resource: { context: string; request: string }) => {
      const target = path.join(resource.context, resource.request);
      if (/[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]DumiDemo[\\/]DemoErrorBoundary$/.test(target)) {
        resource.request = site('src/theme/DemoErrorBoundary/index.tsx');
      }
    },
  ]);

  // one chunk per demo and per page's data instead of one for all (see ungroupChunks.cjs)
  addLoader(memo, 'ungroup-chunks', 'ungroupChunks', [/\.md$/, /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/]dumi[\\/]meta[\\/]index\.ts$/], {
    enforce: 'post',
  });

  // content tabs load when opened, not with every page (see lazyTabs.cjs)
  addLoader(memo, 'lazy-tabs', 'lazyTabs', /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/]dumi[\\/]meta[\\/]tabs\.ts$/, { enforce: 'pre' });

  // interface strings parsed at build time, so the browser needs no ICU parser ...
  addLoader(memo, 'precompile-messages', 'precompileMessages', /[\\/]\.dumi[\\/]tmp[^\\/]*[\\/]dumi[\\/]locales[\\/](config\.ts|runtime\.tsx)$/, {
    enforce: 'pre',
  });
  // ... and formatted by the site's react-intl stand-in (src/runtime/intl): dumi's theme API
  // imports the package by name, its generated locale runtime by the package's folder
  memo.resolve.alias.set('react-intl$', site('src/runtime/intl/index.tsx'));
  const reactIntl = packageDir({ package: 'react-intl', via: ['dumi'] }, ROOT);
  memo.resolve.alias.set(`${reactIntl}$`, site('src/runtime/intl/index.tsx'));

  // a Suspense boundary per demo, so the rest of the page hydrates without mismatches
  addLoader(memo, 'demo-suspense', 'demoSuspense', /[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]DumiDemo[\\/]index\.js$/);

  // no regenerator runtime in the entry script for dumi's and umi's compiled async functions
  addLoader(memo, 'native-async-utils', 'nativeAsyncUtils', /[\\/]dumi[\\/]dist[\\/]client[\\/]theme-api[\\/]utils\.js$/);
  addLoader(memo, 'native-async-plugins', 'nativeAsyncPlugins', /[\\/]umi[\\/]client[\\/]client[\\/]plugin\.js$/);

  // rc-pagination 4.0.4's stylesheet marked, so a frame running another release can leave it out
  addLoader(memo, 'mark-site-stylesheet', 'markSiteStylesheet', /[\\/]node_modules[\\/]rc-pagination[\\/]assets[\\/]index\.css$/, {
    enforce: 'pre',
    options: { condition: SITE_STYLESHEET_CONDITION },
  });

  // React demos only: no mount code for other frameworks (see src/runtime/reactOnlyRenderer.ts)
  memo.resolve.alias.set(
    require.resolve('dumi/dist/client/theme-api/useRenderer.js'),
    site('src/runtime/reactOnlyRenderer.ts'),
  );

  // the size changer's select drawn closed as rc-select draws it, rc-select itself downloaded
  // on first use (src/runtime/select); both builds, so the prerendered HTML and the
  // hydration agree. The stand-in imports the real one by its file, `rc-select/es/index`
  memo.resolve.alias.set('rc-select$', site('src/runtime/select/index.tsx'));
  return memo;
}

/** umi plugin: every patch, in the client and the server build. */
export default (api: IApi) => {
  api.describe({ key: 'site:patches' });
  dropDumiColorScript(api);
  api.chainWebpack((memo, { webpack }) => wirePatches(memo, webpack));
  // the browser's <Helmet> without react-helmet-async (src/runtime/head); the prerender keeps
  // it, as it writes the head tags into each HTML file
  api.modifyWebpackConfig((config) => {
    if (config.target === 'node') return config;
    config.resolve ??= {};
    config.resolve.alias = { ...config.resolve.alias, 'react-helmet-async$': site('src/runtime/head/index.tsx') };
    return config;
  });
  // umi's routePreloadOnLoad reads four fields of each chunk from stats (see routePreloadStats.ts)
  let restoreStats = () => {};
  api.onBuildComplete({ stage: -Infinity, fn: ({ stats }) => (restoreStats = narrowStatsJson(stats)) });
  api.onBuildComplete({ stage: Infinity, fn: () => restoreStats() });
  // each page's git date asked ahead as umi loads, kept per file (and per edit in `dumi dev`)
  if (api.env === 'production') {
    const restoreGitDates = memoizeGitDates(undefined, undefined, prefetchGitDates(pageFiles(api)));
    api.onBuildHtmlComplete({ stage: Infinity, fn: () => restoreGitDates() });
  } else if (api.env === 'development') {
    memoizeGitDates(undefined, fileStamp, prefetchGitDates(pageFiles(api), fileStamp));
  }
};
