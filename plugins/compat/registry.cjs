/**
 * Every reach into a dependency's private files (plugins/README.md): the files each depends on and
 * what the site loses without it, `wrong` or `slower`. A `slower` entry or stand-in carries its
 * measured `gain` (at least GAIN_BAR), what it `buys` and its `removal`. Read by check.cjs, the
 * loaders and the tests, so plain CommonJS.
 */
const { demoSuspense } = require('../patches/demoSuspense.cjs');
const { nativeAsyncUtils, nativeAsyncPlugins } = require('../patches/nativeAsyncUtils.cjs');
const { ungroupChunks } = require('../patches/ungroupChunks.cjs');
const { lazyTabs } = require('../patches/lazyTabs.cjs');
const { lightFrontmatter } = require('../patches/lightFrontmatter.cjs');
const { markSiteStylesheet } = require('../patches/markSiteStylesheet.cjs');

/**
 * What a speed patch or stand-in has to buy to stay: this much of some page kind's first load
 * (script and stylesheets, gzipped; `node scripts/bench/first-load-kinds.mjs`), or this many
 * seconds of a cold build or a cold dev start.
 */
const GAIN_BAR = { firstLoadKiBGz: 3, seconds: 0.5 };

/** Whether a measured gain reaches GAIN_BAR. */
function meetsGainBar(gain = {}) {
  const kinds = Object.values(gain.firstLoadKiBGz ?? {});
  return (
    kinds.some((kib) => kib >= GAIN_BAR.firstLoadKiBGz) ||
    [gain.buildSeconds, gain.devStartSeconds].some((seconds) => seconds >= GAIN_BAR.seconds)
  );
}

/**
 * What src/runtime/intl (the site's react-intl stand-in) exports; tests/unit/runtime/intl.test.tsx
 * checks the module against this list.
 */
const INTL_STAND_IN_EXPORTS = [
  'FormattedDate', 'FormattedDateParts', 'FormattedDisplayName', 'FormattedList', 'FormattedMessage',
  'FormattedNumber', 'FormattedNumberParts', 'FormattedPlural', 'FormattedRelativeTime', 'FormattedTime',
  'FormattedTimeParts', 'IntlContext', 'IntlProvider', 'RawIntlProvider', 'createIntl', 'createIntlCache',
  'defineMessages', 'injectIntl', 'useIntl',
];

/** A patch's expectation: applying it to the installed file must change the file. */
const changes = (patch) => (source) => patch(source) !== source;
/** An expectation that the file holds every one of these texts or patterns. */
const contains =
  (...needles) =>
  (source) =>
    needles.every((needle) => (typeof needle === 'string' ? source.includes(needle) : needle.test(source)));

/**
 * For files dumi generates from a template held in its own code: the template's text, filled in
 * with `values`, must be changed by the patch.
 */
const changesTemplate = (patch, template, values) => (source) => {
  const found = source.match(template);
  if (!found) return false;
  const filled = Object.entries(values).reduce((text, [key, value]) => text.split(key).join(value), found[1]);
  return patch(filled) !== filled;
};

/** A gain on the first load of each page kind, in KiB gzipped (PAGE_KINDS of first-load-kinds.mjs). */
const firstLoad = (home, demo, sizeChanger, guide) => ({ firstLoadKiBGz: { home, demo, sizeChanger, guide } });

/**
 * The version range each package's files were checked against, and `via`, the chain of packages
 * to resolve it through (a dependency of dumi's is not always hoisted).
 */
const PACKAGES = {
  dumi: { range: '2.4.x' },
  umi: { range: '4.7.22', via: ['dumi'] },
  '@umijs/bundler-webpack': { range: '4.7.22', via: ['dumi'] },
  '@umijs/preset-umi': { range: '4.7.22', via: ['dumi'] },
  '@umijs/renderer-react': { range: '4.7.x' },
  '@umijs/react-refresh-webpack-plugin': { range: '0.5.x' },
  'rc-pagination': { range: '4.0.4' },
  'rc-select': { range: '14.11.x' },
};

/**
 * kind: 'loader' rewrites a file's source, 'substitution' swaps a module for another, 'config'
 * changes private build config. Each of `files` is one file the entry depends on.
 */
const ENTRIES = [
  {
    name: 'ungroupChunks',
    kind: 'loader',
    impact: 'slower',
    gain: firstLoad(41.4, 43.6, 40.5, 40.2),
    buys: "a page's demos and demo data in the page's own chunk, not every demo of the site and every page's data in a few shared chunks that each page downloads",
    removal: 'delete the `ungroup-chunks` rule in plugins/patches/index.ts and plugins/patches/ungroupChunks.cjs (keep its pageChunkName, which plugins/routes/generators.ts reads)',
    source: 'plugins/patches/ungroupChunks.cjs',
    files: [
      {
        package: 'dumi',
        file: 'dist/features/meta.js',
        expects: 'dumi names every page-data chunk with a `/* webpackChunkName: "meta__..." */` comment',
        check: changesTemplate(ungroupChunks, /`(\/\* webpackChunkName: "\$\{[^`]*?\)\}" \*\/)`/, {
          '${(0, import_utils.generateMetaChunkName)(\n            this.file,\n            api.cwd,\n            (_a = api.config.locales) == null ? void 0 : _a.map(({ id }) => id)\n          )}': 'meta__docs',
        }),
      },
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/transformer/rehypeDemo.js',
        expects: 'dumi names every demo chunk "demos" with `import( /* webpackChunkName: "${chunkName}" */`',
        check: (source) =>
          source.includes('"demos"].filter(Boolean).join("__")') &&
          changesTemplate(ungroupChunks, /`(import\( \/\* webpackChunkName: "\$\{chunkName\}" \*\/ )/, {
            '${chunkName}': 'demos',
          })(source),
      },
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/index.js',
        expects:
          "the demo index's getter `() => import(/* webpackChunkName: \"${generateMetaChunkName(...)}\" */'...?type=demo')`, renamed to the page's route chunk",
        check: (source) => {
          const found = source.match(/getter: `(\(\) => import\(\/\* webpackChunkName: "\$\{[\s\S]*?\)\}" \*\/[^`]*)`/);
          if (!found) return false;
          const getter = found[1].replace(/\$\{\(0, import_utils\.generateMetaChunkName\)[\s\S]*?\)\}"/, 'meta__docs"');
          return ungroupChunks(getter, 'docs__page.md').includes('webpackChunkName: "docs__page.md"');
        },
      },
    ],
  },
  {
    name: 'lazyTabs',
    kind: 'loader',
    impact: 'slower',
    gain: firstLoad(1.6, 3.3, 3.3, 3.3),
    buys: 'content tabs (and the code blocks they render) loaded when a visitor opens one, not with every page',
    removal: 'delete the `lazy-tabs` rule in plugins/patches/index.ts and plugins/patches/lazyTabs.cjs',
    source: 'plugins/patches/lazyTabs.cjs',
    files: [
      {
        package: 'dumi',
        file: 'dist/features/tabs.js',
        expects: "the tabs template's `import * as tabN from '...';` lines",
        check: changesTemplate(lazyTabs, /^(import \* as tab\{\{\{index\}\}\} from '\{\{\{file\}\}\}';)$/m, {
          '{{{index}}}': '0',
          '{{{file}}}': '/docs/page.$tab-a.md',
        }),
      },
    ],
  },
  {
    name: 'precompileMessages',
    kind: 'loader',
    impact: 'wrong',
    source: 'plugins/patches/precompileMessages.cjs',
    files: [
      {
        package: 'dumi',
        file: 'dist/features/locales.js',
        expects:
          "the `export const messages = ...` line and the localeMessages['$internal.*'] assignments; the runtime's config import, router base and `setIntl(getIntl());` listener (one language's strings per page)",
        check: contains(
          'export const messages = ${JSON.stringify(',
          "localeMessages['$internal.edit.link'] = ${JSON.stringify(",
          "import { locales, messages } from './config';",
          'const base = "${api.config.base',
          '      setIntl(getIntl());',
        ),
      },
    ],
  },
  {
    name: 'ownIntl',
    kind: 'substitution',
    impact: 'slower',
    gain: firstLoad(15.5, 15.5, 15.5, 15.5),
    buys: "the site's react-intl stand-in (src/runtime/intl), which formats the precompiled messages, instead of react-intl's runtime on every page",
    removal: 'delete both `react-intl` aliases in plugins/patches/index.ts, src/runtime/intl and INTL_STAND_IN_EXPORTS; react-intl formats the precompiled messages as they are',
    source: 'plugins/patches/index.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/index.js',
        expects: `dumi's theme API re-exports from 'react-intl' only names that src/runtime/intl exports (${INTL_STAND_IN_EXPORTS.length} of them)`,
        check: (source) => {
          const found = source.match(/export \{([^}]*)\} from 'react-intl';/);
          return Boolean(found) && found[1].split(',').every((name) => INTL_STAND_IN_EXPORTS.includes(name.trim()));
        },
      },
      {
        package: 'dumi',
        file: 'dist/features/locales.js',
        expects:
          "the generated locales/runtime.tsx imports RawIntlProvider, createIntl and createIntlCache from react-intl's folder, calls createIntl({ locale, messages }, cache) and reads intl.locale",
        check: contains(
          "import { RawIntlProvider, createIntl, createIntlCache } from '${",
          'require.resolve("react-intl/package")',
          'return createIntl({ locale, messages: localeMessages }, cache);',
          '<RawIntlProvider value={intl} key={intl.locale}>',
        ),
      },
    ],
  },
  {
    name: 'ownHead',
    kind: 'substitution',
    impact: 'slower',
    gain: firstLoad(4.8, 4.8, 4.8, 4.8),
    buys: "the browser's <Helmet> from the site's stand-in (src/runtime/head), without react-helmet-async; the prerender keeps react-helmet-async",
    removal: 'delete the `react-helmet-async` alias (modifyWebpackConfig) in plugins/patches/index.ts and src/runtime/head',
    source: 'plugins/patches/index.ts',
    files: [
      {
        package: '@umijs/renderer-react',
        file: 'dist/index.js',
        expects: "umi's renderer re-exports Helmet and HelmetProvider from react-helmet-async (aliased in the browser build to src/runtime/head)",
        check: contains("export { Helmet, HelmetProvider } from 'react-helmet-async';"),
      },
    ],
  },
  {
    name: 'demoSuspense',
    kind: 'loader',
    // without it every page throws 150-430 hydration mismatches
    impact: 'wrong',
    source: 'plugins/patches/demoSuspense.cjs',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/DumiDemo/index.js',
        expects: 'export var DumiDemo = React.memo(InternalDumiDemo, areDumiDemoPropsEqual);',
        check: changes(demoSuspense),
      },
    ],
  },
  {
    name: 'nativeAsync',
    kind: 'loader',
    impact: 'slower',
    gain: firstLoad(3.1, 3.1, 3.1, 3.1),
    buys: "native async functions in dumi's theme-api utilities and umi's client plugin manager, so the entry script carries no copies of regenerator's runtime",
    removal: 'delete the `native-async-utils` and `native-async-plugins` rules in plugins/patches/index.ts, nativeAsyncUtils.cjs and nativeAsyncPlugins.cjs',
    source: 'plugins/patches/nativeAsyncUtils.cjs',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/utils.js',
        expects: 'getAgnosticComponentModule compiled to a generator driven by the inlined regenerator runtime',
        check: changes(nativeAsyncUtils),
      },
      {
        package: 'umi',
        file: 'client/client/plugin.js',
        expects: "applyPlugins' async modify and event compiled to generators driven by @babel/runtime's regenerator",
        check: changes(nativeAsyncPlugins),
      },
    ],
  },
  {
    name: 'markSiteStylesheet',
    kind: 'loader',
    // without it a frame running another release draws 4.0.4's rules under the release's own
    impact: 'wrong',
    source: 'plugins/patches/markSiteStylesheet.cjs',
    files: [
      {
        package: 'rc-pagination',
        file: 'assets/index.css',
        expects: "rc-pagination's rules with no @import or @charset, which could not sit in an @supports block",
        check: changes((source) => markSiteStylesheet(source, '(--check: 1)')),
      },
    ],
  },
  {
    name: 'lightFrontmatter',
    kind: 'loader',
    impact: 'slower',
    gain: firstLoad(8.5, 8.5, 8.5, 8.5),
    buys: "an entry script without any page's table of contents, description or demo index: the light index keeps the sidebar's front matter keys only",
    removal: "delete the `light-frontmatter` rule in plugins/patches/index.ts and lightFrontmatter.cjs; the light index then imports each page's whole front matter module",
    source: 'plugins/patches/lightFrontmatter.cjs',
    files: [
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/index.js',
        expects: "the front matter module's `export const toc = new Proxy(` and `export const frontmatter = new Proxy(` lines",
        check: changesTemplate(
          (source) => lightFrontmatter(source, ['title']),
          /^(export const toc = new Proxy\(\{\{\{toc\}\}\}, \{\}\);\nexport const frontmatter = new Proxy\(\{\{\{frontmatter\}\}\}, \{\}\);)$/m,
          { '{{{toc}}}': '[{"id":"a","depth":2,"title":"A"}]', '{{{frontmatter}}}': '{"title":"T","description":"D"}' },
        ),
      },
    ],
  },
  {
    name: 'routeMetaFromPageChunk',
    kind: 'substitution',
    // without it alone the pages lose their metadata; the gain is the route-meta split's
    impact: 'wrong',
    gain: firstLoad(9.6, 9.3, 9.3, 9.8),
    buys: "the route-meta split, which this stand-in of dumi's useRouteMeta (src/runtime/useRouteMeta.ts) completes: each page's metadata, texts and demo index in its own chunk, not in the entry script",
    removal: 'remove plugins/routes/splitRouteMeta.ts from .dumirc.ts, the `light-frontmatter` and `page-meta-in-chunk` rules and the useRouteMeta alias from plugins/patches/index.ts, then plugins/routes and the src/runtime modules only they import',
    source: 'plugins/patches/index.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/useRouteMeta.js',
        expects: 'the module exports getCachedRouteMeta, useMatchedRoute and useRouteMeta, which src/runtime/useRouteMeta.ts replaces',
        check: contains('export function getCachedRouteMeta', 'export var useMatchedRoute', 'export var useRouteMeta'),
      },
    ],
  },
  {
    name: 'demosFromPageChunk',
    kind: 'substitution',
    impact: 'wrong',
    source: 'plugins/routes/splitRouteMeta.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/templates/meta/exports.ts.tpl',
        expects:
          "dumi's meta exports define useDemo(id, loader, version, routeId) and getFullDemos, which src/runtime/demos.ts replaces (a page's demo index comes with the page)",
        check: contains(/export function useDemo\(\s*id: string,\s*loader\?: DemoGetter,\s*version\?: string,\s*routeId\?: string,?\s*\)/, 'export async function getFullDemos()'),
      },
    ],
  },
  {
    name: 'searchIndexTransformer',
    kind: 'config',
    impact: 'wrong',
    source: 'plugins/search/searchIndex.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/transformer/index.js',
        expects: "dumi's markdown transformer as the module's default export, which the search index runs at build time",
        check: contains('default: () => transformer_default', 'var transformer_default ='),
      },
    ],
  },
  {
    name: 'DemoErrorBoundary',
    kind: 'substitution',
    impact: 'wrong',
    source: 'plugins/patches/index.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/DumiDemo/index.js',
        expects: "DumiDemo imports './DemoErrorBoundary' (replaced by src/theme/DemoErrorBoundary)",
        check: contains(/from ['"]\.\/DemoErrorBoundary['"]/),
      },
    ],
  },
  {
    name: 'reactOnlyRenderer',
    kind: 'substitution',
    impact: 'slower',
    gain: firstLoad(3.5, 3.5, 3.5, 3.5),
    buys: "a stand-in for dumi's useRenderer (src/runtime/reactOnlyRenderer.ts) without the mount code for other frameworks' demos and its regenerator runtime",
    removal: 'delete the useRenderer alias in plugins/patches/index.ts and src/runtime/reactOnlyRenderer.ts',
    source: 'plugins/patches/index.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/useRenderer.js',
        expects: 'useRenderer.js exports useRenderer (aliased to src/runtime/reactOnlyRenderer.ts)',
        check: contains(/export (var|function|const) useRenderer\b/),
      },
    ],
  },
  {
    name: 'lazySelect',
    kind: 'substitution',
    impact: 'slower',
    gain: firstLoad(32.9, -0.2, 33.0, 32.9),
    buys: "the size changer's select drawn closed by a stand-in (src/runtime/select), rc-select itself downloaded when a visitor goes to use it",
    removal: 'delete the `rc-select` alias in plugins/patches/index.ts and src/runtime/select',
    source: 'plugins/patches/index.ts',
    files: [
      {
        package: 'rc-select',
        file: 'es/Selector/Input.js',
        expects:
          "rc-select imported by its package name (aliased to src/runtime/select, which draws its closed single select: tests/unit/runtime/select.test.tsx compares the markup) and its input's attributes as the stand-in writes them",
        check: contains("'aria-owns': \"\".concat(id, \"_list\")", 'readOnly: !editable', "unselectable: !editable ? 'on' : null"),
      },
    ],
  },
  {
    name: 'swcLoader',
    kind: 'config',
    impact: 'slower',
    gain: { buildSeconds: 14.4 },
    buys: "swc instead of babel for the site's code, its Markdown pages and their demos, in the production build and the dev server",
    removal: 'remove plugins/bundle/swc.ts from .dumirc.ts `plugins` and delete it',
    source: 'plugins/bundle/swc.ts',
    files: [
      {
        package: '@umijs/bundler-webpack',
        file: 'dist/config/javaScriptRules.js',
        expects:
          "umi compiles the site's files with a use named babel-loader (dumi copies it into its Markdown rules), which the production build and the dev server swap for swc-loader",
        check: contains('rule.use("babel-loader")'),
      },
      {
        package: 'dumi',
        file: 'dist/features/compile/index.js',
        expects:
          'dumi\'s Markdown rule is named "dumi-md", and its null loader answers the `?watch=parent` imports of embedded pages with no source (swc refuses that; they get a oneOf with no loader)',
        check: contains('memo.module.rule("dumi-md")', 'resourceQuery(/watch=parent/).use("null-loader")'),
      },
    ],
  },
  {
    name: 'sideEffectFree',
    kind: 'config',
    impact: 'slower',
    gain: firstLoad(54.0, 55.7, 55.7, 55.7),
    buys: "webpack drops what nothing uses of dumi's theme API and builtins and of umi's generated barrels (StackBlitz and CodeSandbox openers, dumi's search, builtins a page never renders)",
    removal: 'delete the dumi and `.dumi/tmp` patterns of SIDE_EFFECT_FREE in plugins/bundle/targets.ts',
    source: 'plugins/bundle/targets.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/client/theme-api/index.js',
        expects: 'the theme API barrel re-exports openStackBlitz/openCodeSandbox',
        check: contains('openStackBlitz', 'openCodeSandbox'),
      },
    ],
  },
  {
    name: 'serverStyles',
    kind: 'config',
    impact: 'slower',
    gain: { buildSeconds: 1.8 },
    buys: 'no style pipeline (less, postcss, css-loader, CSS extraction) in the server bundle, whose CSS the prerendered pages never use',
    removal: 'delete dropServerStyles in plugins/bundle/serverBundle.ts with emptyModule.cjs',
    source: 'plugins/bundle/serverBundle.ts',
    files: [
      {
        package: '@umijs/bundler-webpack',
        file: 'dist/config/cssRules.js',
        expects: 'each style rule (css, less, sass, stylus) keeps its loaders in a oneOf named `css`, which the server bundle answers with an empty module first',
        check: contains('oneOf("css")', 'name: "less"'),
      },
      {
        package: '@umijs/preset-umi',
        file: 'dist/features/ssr/webpack/webpack.js',
        expects: "umi's SSR builder calls the plugins' chainWebpack with `ssr: true`, which is how serverBundle.ts tells the server bundle from the client",
        check: contains('await oChainWebpack(memo, { ...opts2, ssr: true });'),
      },
    ],
  },
  {
    name: 'pageTable',
    kind: 'config',
    impact: 'slower',
    gain: { firstLoadKiBGz: { home: 0.7, demo: 0.7, sizeChanger: 0.8, guide: 0.7, demoAtTenTimesThePages: 5.5 } },
    buys: "one row per page in the entry instead of umi's route table, route components and the light index: a page's first load does not grow with the pages around it (npm run bench:scale)",
    removal: 'remove pageTableRoutes, pageTableRouteComponents and pageTableRouteKeys from plugins/routes (generators.ts, splitRouteMeta.ts), then src/runtime/pageTable.ts and its test',
    source: 'plugins/routes/splitRouteMeta.ts',
    files: [
      {
        package: '@umijs/preset-umi',
        file: 'templates/route.tpl',
        expects:
          "umi's routes file (core/route.tsx) exports getRoutes() returning { routes, routeComponents } and nothing else, which plugins/routes/splitRouteMeta.ts writes again from the page table",
        check: contains('export async function getRoutes() {', 'routes,', 'routeComponents: {{{ routeComponents }}},'),
      },
      {
        package: '@umijs/preset-umi',
        file: 'dist/features/tmpFiles/routes.js',
        expects:
          "umi's getRouteComponents({ routes, prefix, api }), exported, which writes the routes the page table does not carry, and lazy page routes",
        check: contains('getRouteComponents: () => getRouteComponents', 'async function getRouteComponents(opts)', "React.lazy(() => import(/* webpackChunkName: "),
      },
      {
        package: '@umijs/preset-umi',
        file: 'dist/features/tmpFiles/tmpFiles.js',
        expects: "umi's routes file leaves out a route's `__` keys, absPath and file, as plugins/routes/generators.ts does",
        check: contains('key.startsWith("__") || ["absPath", "file"].includes(key)', 'path: "core/route.tsx"'),
      },
    ],
  },
  {
    name: 'dropDumiColorScript',
    kind: 'config',
    impact: 'wrong',
    source: 'plugins/patches/dropDumiColorScript.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/features/theme/index.js',
        expects: "dumi's theme feature adds its colour script with addEntryCodeAhead",
        check: contains('addEntryCodeAhead'),
      },
    ],
  },
  {
    name: 'routePreloadStats',
    kind: 'config',
    impact: 'slower',
    gain: { buildSeconds: 3.6 },
    buys: "umi's route preloading reads the four fields it needs of each chunk from webpack's stats, not a description of the whole build",
    removal: 'delete the two onBuildComplete hooks in plugins/patches/index.ts and plugins/patches/routePreloadStats.ts',
    source: 'plugins/patches/routePreloadStats.ts',
    files: [
      {
        package: '@umijs/preset-umi',
        file: 'dist/features/routePreloadOnLoad/routePreloadOnLoad.js',
        expects:
          'routePreloadOnLoad takes only the chunks of stats.toJson() in onBuildComplete, and of each chunk its entry, files, id and origins (moduleName, request)',
        check: contains(
          'api.onBuildComplete(async ({ err, stats }) => {',
          'const { chunks = [] } = stats.toJson ? (',
          /\bstats\.toJson\(\)/,
          'if (chunk.entry)',
          'pickPreloadFiles(chunk.files)',
          '(chunk.origins || [])',
          'origin.moduleName',
          'origin.request',
          'id: chunk.id',
        ),
      },
    ],
  },
  {
    name: 'gitDates',
    kind: 'config',
    impact: 'slower',
    gain: { buildSeconds: 1.7 },
    buys: "one git run per page file instead of one per compile of it, asked ahead while umi loads, in the build and in `dumi dev`",
    removal: 'delete the git dates block in plugins/patches/index.ts (and pageFiles there) and plugins/patches/gitDates.ts',
    source: 'plugins/patches/gitDates.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/transformer/remarkMeta.js',
        expects:
          'remarkMeta dates each page with execSync(`git log -1 --format=%at -- "<file>"`) from child_process, looked up at each call, and reads the answer with toString()',
        check: contains(
          'var import_child_process = require("child_process");',
          '(0, import_child_process.execSync)(`git log -1 --format=%at -- "${opts.fileAbsPath}"`, {',
          '}).toString(),',
        ),
      },
    ],
  },
  {
    name: 'mdLoaderResults',
    kind: 'config',
    impact: 'slower',
    gain: { buildSeconds: 1.2 },
    buys: "the search index and the Markdown twins read each page as dumi's markdown loader already transformed it, not through a third transform",
    removal: "delete plugins/pages/mdLoaderResults.ts and its use in plugins/pages/pageReader.ts, which then transforms every page itself",
    source: 'plugins/pages/mdLoaderResults.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/index.js',
        expects:
          "the markdown loader keeps each page's transform in getCache('md-loader') with setSync, under its path, the hash of its text, the options without mode, builtins and onResolveDemos, and each embedded or demo file's hash",
        check: contains(
          'const cache = (0, import_utils.getCache)("md-loader");',
          'this.resourcePath,',
          '(0, import_utils.getContentHash)(content),',
          'useUtoopackDemoHMR,',
          'JSON.stringify(import_plugin_utils.lodash.omit(opts, ["mode", "builtins", "onResolveDemos"]))',
          '].join(":");',
          'getDepsCacheKey(depsMapping[this.resourcePath])',
          '(file) => `${file}:${(0, import_utils.getContentHash)(import_fs.default.readFileSync(file, "utf-8"))}`',
          'cache.setSync(finalCacheKey, ret);',
          'const cacheRet = getMdLoaderCacheSync(cache, cacheKey, "");',
        ),
      },
    ],
  },
  {
    name: 'demoHotUpdate',
    kind: 'config',
    impact: 'wrong',
    source: 'plugins/bundle/devServer.ts',
    files: [
      {
        package: '@umijs/bundler-webpack',
        file: 'dist/config/fastRefreshPlugin.js',
        expects: 'umi adds its React Refresh webpack plugin to the dev config under the name `fastRefresh`',
        check: contains('config.plugin("fastRefresh")'),
      },
      {
        package: '@umijs/react-refresh-webpack-plugin',
        file: 'lib/utils/injectRefreshLoader.js',
        expects: "the plugin's `include` is matched against a module's request with its query (`moduleData.resource`)",
        check: contains('if (!match(moduleData.matchResource || moduleData.resource)) return moduleData;'),
      },
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/transformer/rehypeDemo.js',
        expects: "a demo file's component is a lazy import of `<file>?techStack=<name>`",
        check: contains("?techStack=${techStack.name}')`", 'component = `React.memo(React.lazy(() => ${importChunk}))`;'),
      },
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/index.js',
        expects: "each page's demo module (`page.md?type=demo`) exports its demos as `export const demos = {`",
        check: contains('export const demos = {', 'case "demo":'),
      },
    ],
  },
  {
    name: 'removedDemoFiles',
    kind: 'config',
    impact: 'wrong',
    source: 'plugins/bundle/devServer.ts',
    files: [
      {
        package: 'dumi',
        file: 'dist/loaders/markdown/index.js',
        expects:
          "the markdown loader is the module's default export, and reads every file a page's demos imported at its last run with fs.readFileSync in getDepsCacheKey, before its cache lookup",
        check: contains(
          'function getDepsCacheKey(deps = []) {',
          '(0, import_utils.getContentHash)(import_fs.default.readFileSync(file, "utf-8"))',
          'getDepsCacheKey(depsMapping[this.resourcePath])',
          "default: () => mdLoader,",
        ),
      },
      {
        package: 'dumi',
        file: 'dist/features/compile/index.js',
        expects: 'dumi adds its markdown loader, `require.resolve("../../loaders/markdown")`, to the oneOf branches of a rule named `dumi-md`',
        check: contains('const loaderPath = require.resolve("../../loaders/markdown");', 'memo.module.rule("dumi-md")', '.oneOf(`md-${type}`)'),
      },
    ],
  },
];

const PATCHES = ENTRIES.map((entry) => ({
  ...entry,
  files: entry.files.map((file) => ({ ...PACKAGES[file.package], ...file })),
}));

module.exports = { PATCHES, INTL_STAND_IN_EXPORTS, GAIN_BAR, meetsGainBar };
