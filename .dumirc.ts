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
  plugins: [
    // the build's phases for `npm run bench` (BENCH_PHASES_FILE), first so it marks umi's own steps
    './plugins/bench/buildPhases.ts',
    // every dependency patch checked against the installed packages (plugins/README.md)
    './plugins/compat/plugin.ts',
    // umi's own plugins whose work a production build never reads (its config's types)
    './plugins/bundle/buildSkips.ts',
    // finished markup and lang in every exported HTML file, the CSP meta tag, sitemap.xml, robots.txt
    './plugins/publish/index.ts',
    // one search index per language, written at build time
    './plugins/search/searchIndex.ts',
    // each page as Markdown beside it, llms.txt and llms-full.txt (the same read of the pages)
    './plugins/publish/twinsPlugin.ts',
    './plugins/bundle/frameworkChunk.ts',
    // the layouts every page renders in the entry script, not chunks of their own
    './plugins/bundle/layoutsInEntry.ts',
    // async chunk file names the entry computes without a map of every chunk
    './plugins/bundle/chunkFiles.ts',
    './plugins/bundle/compileHints.ts',
    // each page's toc and description in its own chunk, a light index in the entry
    './plugins/routes/splitRouteMeta.ts',
    // the live demos' sandboxed runner page and its script (src/sandbox)
    './plugins/sandbox/runnerPage.ts',
    // every release's bundled size and dependencies, measured once per build (@@/releases/costs)
    './plugins/releases/plugin.ts',
    // side-effect-free modules (smaller bundles), the minifier in the build's own process and its resolves kept
    './plugins/bundle/targets.ts',
    // swc instead of babel in the production build and the dev server: a faster build, the same pages
    './plugins/bundle/swc.ts',
    // `dumi dev`: a demo edit shown without a reload, webpack's cache kept, removed demo files survived
    './plugins/bundle/devServer.ts',
    // the server bundle without stylesheets nor the packages only a visitor's action runs
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
