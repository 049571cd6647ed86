import { defineConfig } from 'dumi';
import { readFileSync } from 'fs';
import path from 'path';
import { colorModeHeadScript } from './src/colorMode/headScript';
import { performanceConfig } from './plugins/bundle/targets';
import rehypeApiTableLabels, { API_TABLE_LABELS_VERSION } from './plugins/pages/apiTableLabels';
import rehypeExternalLinks, { EXTERNAL_LINKS_VERSION } from './plugins/publish/externalLinks';
import pkg from './package.json';
import rehypeSearchTexts, { SEARCH_TEXTS_VERSION } from './plugins/search/searchTexts';
import remarkVersionHeadingIds, { VERSION_HEADING_IDS_VERSION } from './plugins/pages/versionHeadingIds';
import remarkApiReleasesColumn, {
  API_RELEASES_KEYS,
  API_RELEASES_VERSION,
  sourcesHash,
  type ApiReleasesMessages,
} from './plugins/pages/apiReleasesColumn';
import remarkCompareReleases, { COMPARE_RELEASES_VERSION } from './plugins/pages/compareReleases';
import { costsCacheKey } from './plugins/releases/plugin';
import { siteRoot } from './src/publish/address';
import { readTokens, tokenValue } from './src/styles/parseTokens.cjs';

/** Where the site is served from: `/` by default, `BASE=/sub/ npm run build` for a sub-path. */
const base = normalizeBase(process.env.BASE);

/** This site's own repository, read from package.json: "edit this page" links lead there. */
const repositoryUrl = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
/** rc-pagination's repository, linked from the navigation. */
const upstreamUrl = 'https://github.com/react-component/pagination';

/** Where the site is published (SITE_URL or package.json's homepage, plus BASE): canonical links, sitemap, Open Graph. */
const publicRoot = siteRoot(process.env.SITE_URL || pkg.homepage, base);
/** The page background of each colour mode, for `theme-color` (read when the config loads). */
const tokens = readTokens();

const locales = [
  { id: 'en-US', name: 'English' },
  { id: 'zh-CN', name: '中文' },
];

/** Each interface language's strings, for the markdown steps below. */
const messagesOf = (id: string) =>
  JSON.parse(readFileSync(path.join(__dirname, `.dumi/theme/locales/${id}.json`), 'utf8')) as Record<string, string>;

/** "(opens in a new tab)" in each interface language, for the markdown's external links. */
const newTabText = Object.fromEntries(locales.map(({ id }) => [id, messagesOf(id)['nav.newTab'] ?? '']));

/** The API table's "Releases" column and per-release types in each language (plugins/pages/apiReleasesColumn.ts). */
const apiReleasesMessages = Object.fromEntries(
  locales.map(({ id }) => {
    const messages = messagesOf(id);
    return [id, Object.fromEntries(API_RELEASES_KEYS.map((key) => [key, messages[key] ?? key])) as ApiReleasesMessages];
  }),
);

function normalizeBase(value: string | undefined): string {
  const trimmed = (value ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export default defineConfig({
  base,
  publicPath: base,
  outputPath: 'docs-dist',
  // one prerendered HTML file per route, plus 404.html
  exportStatic: {},
  // read by src/publish/site.ts (umi's define writes each value as a JSON string)
  define: {
    'process.env.SITE_ROOT': publicRoot,
    'process.env.SITE_THEME_LIGHT': tokenValue(tokens, 'light', '--site-bg'),
    'process.env.SITE_THEME_DARK': tokenValue(tokens, 'dark', '--site-bg'),
  },
  // browser targets, no polyfills: plugins/bundle/targets.ts
  ...performanceConfig,
  // src/theme's imports: @theme/<Part> and @site/<feature> (tsconfig.json paths, vitest alias)
  alias: { '@theme': path.join(__dirname, 'src/theme'), '@site': path.join(__dirname, 'src') },
  // what each does: plugins/README.md
  plugins: [
    // first, so that its marks for `npm run bench` fall right after umi's own steps
    './plugins/bench/buildPhases.ts',
    // every dependency patch checked against the installed packages as the build starts
    './plugins/compat/plugin.ts',
    './plugins/bundle/buildSkips.ts',
    './plugins/publish/index.ts',
    './plugins/search/searchIndex.ts',
    './plugins/publish/twinsPlugin.ts',
    './plugins/bundle/frameworkChunk.ts',
    './plugins/bundle/layoutsInEntry.ts',
    './plugins/bundle/chunkFiles.ts',
    './plugins/bundle/compileHints.ts',
    './plugins/routes/splitRouteMeta.ts',
    './plugins/sandbox/runnerPage.ts',
    './plugins/releases/plugin.ts',
    './plugins/bundle/targets.ts',
    './plugins/bundle/swc.ts',
    './plugins/bundle/devServer.ts',
    './plugins/bundle/serverBundle.ts',
    // last: every loader, alias and module replacement that patches a dependency
    './plugins/patches/index.ts',
  ],
  ssr: process.env.NODE_ENV === 'development' ? false : {},
  // runs before first paint so a prerendered page is drawn in the stored colour mode
  headScripts: colorModeHeadScript ? [colorModeHeadScript] : [],
  favicons: [`${base}favicon.svg`],
  // umi adds a viewport that disables zoom (user-scalable=no) unless one is given here
  metas: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  locales,
  resolve: {
    docDirs: ['docs'],
    atomDirs: [],
  },
  // a heading that opens with a version gets an id that starts with a letter, `v410-align`
  extraRemarkPlugins: [
    [remarkVersionHeadingIds, { version: VERSION_HEADING_IDS_VERSION }],
    // the home page's API table: the releases that have each property and its type per release
    [
      remarkApiReleasesColumn,
      {
        root: __dirname,
        messages: apiReleasesMessages,
        defaultLocale: locales[0].id,
        sources: sourcesHash(__dirname),
        version: API_RELEASES_VERSION,
      },
    ],
    // the Versions page's release costs table and "Moving from 4.0.4 to 1.5.0" list
    [
      remarkCompareReleases,
      {
        root: __dirname,
        // only its own strings: dumi's cache of every page's markdown is keyed by these options
        messages: Object.fromEntries(
          locales.map(({ id }) => [id, Object.fromEntries(Object.entries(messagesOf(id)).filter(([key]) => key.startsWith('compare.')))]),
        ),
        defaultLocale: locales[0].id,
        sources: costsCacheKey(__dirname),
        version: COMPARE_RELEASES_VERSION,
      },
    ],
  ],
  // search reads each table row and list item as a line of its own; each `version` invalidates
  // dumi's cache of compiled markdown when its plugin changes
  extraRehypePlugins: [
    [rehypeSearchTexts, { version: SEARCH_TEXTS_VERSION }],
    // links to other sites open in a new tab with rel="noopener noreferrer"
    [rehypeExternalLinks, { newTabText, defaultLocale: locales[0].id, version: EXTERNAL_LINKS_VERSION }],
    // the API table's cells carry their column's heading, for the phone's cards
    [rehypeApiTableLabels, { version: API_TABLE_LABELS_VERSION }],
  ],
  themeConfig: {
    name: 'rc-pagination',
    logo: `${base}logo.svg`,
    footer: false,
    // after the navigation generated from the pages; the API table is a section of the home page
    nav: {
      mode: 'append',
      value: {
        'en-US': [
          { title: 'API', link: '/#api' },
          { title: 'GitHub', link: upstreamUrl },
          { title: 'Changelog', link: `${upstreamUrl}/releases` },
        ],
        'zh-CN': [
          { title: 'API', link: '/zh-CN#api' },
          { title: 'GitHub', link: upstreamUrl },
          { title: '更新日志', link: `${upstreamUrl}/releases` },
        ],
      },
    },
    editLink: `${repositoryUrl}/edit/main/{filename}`,
    lastUpdated: true,
    // dumi 2.4.50's nprogress stylesheet has no colours, so the bar draws nothing (maintainers/performance.md)
    nprogress: false,
  },
});
