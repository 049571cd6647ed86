/**
 * Every place where the build reaches into a dependency's private files: loaders that rewrite
 * a file's source, module substitutions and changes to private config. Each entry says which
 * package and version range it was written for, the file, what it expects to find there, and
 * what the site loses without it: `wrong` (broken or visibly different) or `slower`.
 * plugins/compat/check.cjs checks the installed packages against it as every build starts
 * (plugins/compat/plugin.ts) and in the unit tests (tests/unit/build/compat.test.ts).
 * Plain CommonJS: the loaders, the umi plugin and the tests all read it.
 */
const { demoSuspense } = require('../patches/demoSuspense.cjs');
const { nativeAsyncUtils, nativeAsyncPlugins } = require('../patches/nativeAsyncUtils.cjs');
const { ungroupChunks } = require('../patches/ungroupChunks.cjs');
const { lazyTabs } = require('../patches/lazyTabs.cjs');
const { lightFrontmatter } = require('../patches/lightFrontmatter.cjs');
const { markSiteStylesheet } = require('../patches/markSiteStylesheet.cjs');

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

/**
 * kind: 'loader' rewrites the file's source, 'substitution' swaps a module for another,
 * 'config' changes private build config. `via` is the chain of packages to resolve `package`
 * through (a dependency of dumi's is not always hoisted).
 */
const PATCHES = [
  {
    name: 'ungroupChunks',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/meta.js',
    expects: 'dumi names every page-data chunk with a `/* webpackChunkName: "meta__..." */` comment',
    check: changesTemplate(ungroupChunks, /`(\/\* webpackChunkName: "\$\{[^`]*?\)\}" \*\/)`/, {
      '${(0, import_utils.generateMetaChunkName)(\n            this.file,\n            api.cwd,\n            (_a = api.config.locales) == null ? void 0 : _a.map(({ id }) => id)\n          )}': 'meta__docs',
    }),
    impact: 'slower',
    source: 'plugins/patches/ungroupChunks.cjs',
  },
  {
    name: 'ungroupChunks (demos)',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/transformer/rehypeDemo.js',
    expects: 'dumi names every demo chunk "demos" with `import( /* webpackChunkName: "${chunkName}" */`',
    check: (source) =>
      source.includes('"demos"].filter(Boolean).join("__")') &&
      changesTemplate(ungroupChunks, /`(import\( \/\* webpackChunkName: "\$\{chunkName\}" \*\/ )/, {
        '${chunkName}': 'demos',
      })(source),
    impact: 'slower',
    source: 'plugins/patches/ungroupChunks.cjs',
  },
  {
    name: 'pageChunks (demo data)',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/index.js',
    expects:
      "the demo index's getter `() => import(/* webpackChunkName: \"${generateMetaChunkName(...)}\" */'...?type=demo')`, renamed to the page's route chunk",
    check: (source) => {
      const found = source.match(/getter: `(\(\) => import\(\/\* webpackChunkName: "\$\{[\s\S]*?\)\}" \*\/[^`]*)`/);
      if (!found) return false;
      const getter = found[1].replace(/\$\{\(0, import_utils\.generateMetaChunkName\)[\s\S]*?\)\}"/, 'meta__docs"');
      return ungroupChunks(getter, 'docs__page.md').includes('webpackChunkName: "docs__page.md"');
    },
    impact: 'slower',
    source: 'plugins/patches/ungroupChunks.cjs',
  },
  {
    name: 'lazyTabs',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/tabs.js',
    expects: "the tabs template's `import * as tabN from '...';` lines",
    check: changesTemplate(lazyTabs, /^(import \* as tab\{\{\{index\}\}\} from '\{\{\{file\}\}\}';)$/m, {
      '{{{index}}}': '0',
      '{{{file}}}': '/docs/page.$tab-a.md',
    }),
    impact: 'slower',
    source: 'plugins/patches/lazyTabs.cjs',
  },
  {
    name: 'precompileMessages',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/locales.js',
    expects:
      "the `export const messages = ...` line and the localeMessages['$internal.*'] assignments; the runtime's config import, router base and `setIntl(getIntl());` listener (one language's strings per page, issue 41)",
    check: contains(
      'export const messages = ${JSON.stringify(',
      "localeMessages['$internal.edit.link'] = ${JSON.stringify(",
      "import { locales, messages } from './config';",
      'const base = "${api.config.base',
      '      setIntl(getIntl());',
    ),
    impact: 'wrong',
    source: 'plugins/patches/precompileMessages.cjs',
  },
  {
    name: 'ownIntl',
    kind: 'substitution',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/index.js',
    expects: `dumi's theme API re-exports from 'react-intl' only names that src/runtime/intl exports (${INTL_STAND_IN_EXPORTS.length} of them)`,
    check: (source) => {
      const found = source.match(/export \{([^}]*)\} from 'react-intl';/);
      return Boolean(found) && found[1].split(',').every((name) => INTL_STAND_IN_EXPORTS.includes(name.trim()));
    },
    impact: 'wrong',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'ownIntl (locale runtime)',
    kind: 'substitution',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/locales.js',
    expects:
      "the generated locales/runtime.tsx imports RawIntlProvider, createIntl and createIntlCache from react-intl's folder, calls createIntl({ locale, messages }, cache) and reads intl.locale",
    check: contains(
      "import { RawIntlProvider, createIntl, createIntlCache } from '${",
      'require.resolve("react-intl/package")',
      'return createIntl({ locale, messages: localeMessages }, cache);',
      '<RawIntlProvider value={intl} key={intl.locale}>',
    ),
    impact: 'wrong',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'ownHead',
    kind: 'substitution',
    package: '@umijs/renderer-react',
    range: '4.7.x',
    file: 'dist/index.js',
    expects:
      "umi's renderer re-exports Helmet and HelmetProvider from react-helmet-async (aliased in the browser build to src/runtime/head; the prerender keeps react-helmet-async)",
    check: contains("export { Helmet, HelmetProvider } from 'react-helmet-async';"),
    impact: 'wrong',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'demoSuspense',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/DumiDemo/index.js',
    expects: 'export var DumiDemo = React.memo(InternalDumiDemo, areDumiDemoPropsEqual);',
    check: changes(demoSuspense),
    // without it every page throws 150-430 hydration mismatches
    impact: 'wrong',
    source: 'plugins/patches/demoSuspense.cjs',
  },
  {
    name: 'nativeAsyncUtils',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/utils.js',
    expects: 'getAgnosticComponentModule compiled to a generator driven by the inlined regenerator runtime',
    check: changes(nativeAsyncUtils),
    // without it the entry script carries a copy of regenerator's runtime
    impact: 'slower',
    source: 'plugins/patches/nativeAsyncUtils.cjs',
  },
  {
    name: 'nativeAsyncPlugins',
    kind: 'loader',
    package: 'umi',
    via: ['dumi'],
    range: '4.7.22',
    file: 'client/client/plugin.js',
    expects: "applyPlugins' async modify and event compiled to generators driven by @babel/runtime's regenerator",
    check: changes(nativeAsyncPlugins),
    // without it the entry script carries regenerator's runtime (about 1.5 KiB gzipped)
    impact: 'slower',
    source: 'plugins/patches/nativeAsyncUtils.cjs',
  },
  {
    name: 'markSiteStylesheet',
    kind: 'loader',
    package: 'rc-pagination',
    range: '4.0.4',
    file: 'assets/index.css',
    expects: "rc-pagination's rules with no @import or @charset, which could not sit in an @supports block",
    check: changes((source) => markSiteStylesheet(source, '(--check: 1)')),
    // without it a frame running another release draws 4.0.4's rules under the release's own
    impact: 'wrong',
    source: 'plugins/patches/markSiteStylesheet.cjs',
  },
  {
    name: 'lightFrontmatter',
    kind: 'loader',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/index.js',
    expects: "the front matter module's `export const toc = new Proxy(` and `export const frontmatter = new Proxy(` lines",
    check: changesTemplate(
      (source) => lightFrontmatter(source, ['title']),
      /^(export const toc = new Proxy\(\{\{\{toc\}\}\}, \{\}\);\nexport const frontmatter = new Proxy\(\{\{\{frontmatter\}\}\}, \{\}\);)$/m,
      { '{{{toc}}}': '[{"id":"a","depth":2,"title":"A"}]', '{{{frontmatter}}}': '{"title":"T","description":"D"}' },
    ),
    impact: 'slower',
    source: 'plugins/patches/lightFrontmatter.cjs',
  },
  {
    name: 'routeMetaFromPageChunk',
    kind: 'substitution',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/useRouteMeta.js',
    expects: 'the module exports getCachedRouteMeta, useMatchedRoute and useRouteMeta, which src/runtime/useRouteMeta.ts replaces',
    check: contains('export function getCachedRouteMeta', 'export var useMatchedRoute', 'export var useRouteMeta'),
    impact: 'wrong',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'demosFromPageChunk',
    kind: 'substitution',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/templates/meta/exports.ts.tpl',
    expects:
      "dumi's meta exports define useDemo(id, loader, version, routeId) and getFullDemos, which src/runtime/demos.ts replaces (a page's demo index comes with the page)",
    check: contains(/export function useDemo\(\s*id: string,\s*loader\?: DemoGetter,\s*version\?: string,\s*routeId\?: string,?\s*\)/, 'export async function getFullDemos()'),
    impact: 'wrong',
    source: 'plugins/routes/splitRouteMeta.ts',
  },
  {
    name: 'searchIndexTransformer',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/transformer/index.js',
    expects: "dumi's markdown transformer as the module's default export, which the search index runs at build time",
    check: contains('default: () => transformer_default', 'var transformer_default ='),
    impact: 'wrong',
    source: 'plugins/search/searchIndex.ts',
  },
  {
    name: 'DemoErrorBoundary',
    kind: 'substitution',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/DumiDemo/index.js',
    expects: "DumiDemo imports './DemoErrorBoundary' (replaced by src/theme/DemoErrorBoundary)",
    check: contains(/from ['"]\.\/DemoErrorBoundary['"]/),
    impact: 'wrong',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'reactOnlyRenderer',
    kind: 'substitution',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/useRenderer.js',
    expects: 'useRenderer.js exports useRenderer (aliased to src/runtime/reactOnlyRenderer.ts)',
    check: contains(/export (var|function|const) useRenderer\b/),
    impact: 'slower',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'lazySelect',
    kind: 'substitution',
    package: 'rc-select',
    range: '14.11.x',
    file: 'es/Selector/Input.js',
    expects:
      "rc-select imported by its package name (aliased to src/runtime/select, which draws its closed single select: tests/unit/runtime/select.test.tsx compares the markup) and its input's attributes as the stand-in writes them",
    check: contains("'aria-owns': \"\".concat(id, \"_list\")", 'readOnly: !editable', "unselectable: !editable ? 'on' : null"),
    impact: 'slower',
    source: 'plugins/patches/index.ts',
  },
  {
    name: 'swcLoader',
    kind: 'config',
    package: '@umijs/bundler-webpack',
    range: '4.7.22',
    file: 'dist/config/javaScriptRules.js',
    expects:
      "umi compiles the site's files with a use named babel-loader (dumi copies it into its Markdown rules), which the production build and the dev server swap for swc-loader",
    check: contains('rule.use("babel-loader")'),
    impact: 'slower',
    source: 'plugins/bundle/swc.ts',
  },
  {
    name: 'swcLoader (embedded pages)',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/compile/index.js',
    expects:
      'dumi\'s Markdown rule is named "dumi-md", and its null loader answers the `?watch=parent` imports of embedded pages with no source (swc refuses that; they get a oneOf with no loader)',
    check: contains('memo.module.rule("dumi-md")', 'resourceQuery(/watch=parent/).use("null-loader")'),
    impact: 'wrong',
    source: 'plugins/bundle/swc.ts',
  },
  {
    name: 'sideEffectFree',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/client/theme-api/index.js',
    expects: 'the theme API barrel re-exports openStackBlitz/openCodeSandbox',
    check: contains('openStackBlitz', 'openCodeSandbox'),
    impact: 'slower',
    source: 'plugins/bundle/targets.ts',
  },
  {
    name: 'serverStyles',
    kind: 'config',
    package: '@umijs/bundler-webpack',
    via: ['dumi'],
    range: '4.7.22',
    file: 'dist/config/cssRules.js',
    expects: 'each style rule (css, less, sass, stylus) keeps its loaders in a oneOf named `css`, which the server bundle answers with an empty module first',
    check: contains('oneOf("css")', 'name: "less"'),
    impact: 'slower',
    source: 'plugins/bundle/serverStyles.ts',
  },
  {
    name: 'serverStyles (SSR flag)',
    kind: 'config',
    package: '@umijs/preset-umi',
    via: ['dumi'],
    range: '4.7.22',
    file: 'dist/features/ssr/webpack/webpack.js',
    expects: "umi's SSR builder calls the plugins' chainWebpack with `ssr: true`, which is how serverStyles tells the server bundle from the client",
    check: contains('await oChainWebpack(memo, { ...opts2, ssr: true });'),
    impact: 'slower',
    source: 'plugins/bundle/serverStyles.ts',
  },
  {
    name: 'dropDumiColorScript',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/theme/index.js',
    expects: "dumi's theme feature adds its colour script with addEntryCodeAhead",
    check: contains('addEntryCodeAhead'),
    impact: 'wrong',
    source: 'plugins/patches/dropDumiColorScript.ts',
  },
  {
    name: 'routePreloadStats',
    kind: 'config',
    package: '@umijs/preset-umi',
    via: ['dumi'],
    range: '4.7.22',
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
    impact: 'slower',
    source: 'plugins/patches/routePreloadStats.ts',
  },
  {
    name: 'gitDates',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/transformer/remarkMeta.js',
    expects:
      'remarkMeta dates each page with execSync(`git log -1 --format=%at -- "<file>"`) from child_process, looked up at each call, and reads the answer with toString()',
    check: contains(
      'var import_child_process = require("child_process");',
      '(0, import_child_process.execSync)(`git log -1 --format=%at -- "${opts.fileAbsPath}"`, {',
      '}).toString(),',
    ),
    impact: 'slower',
    source: 'plugins/patches/gitDates.ts',
  },
  {
    name: 'mdLoaderResults',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
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
    impact: 'slower',
    source: 'plugins/pages/mdLoaderResults.ts',
  },
  {
    name: 'demoHotUpdate (React Refresh)',
    kind: 'config',
    package: '@umijs/bundler-webpack',
    range: '4.7.22',
    file: 'dist/config/fastRefreshPlugin.js',
    expects: 'umi adds its React Refresh webpack plugin to the dev config under the name `fastRefresh`',
    check: contains('config.plugin("fastRefresh")'),
    impact: 'wrong',
    source: 'plugins/bundle/demoHotUpdate.ts',
  },
  {
    name: 'demoHotUpdate (refresh pattern)',
    kind: 'config',
    package: '@umijs/react-refresh-webpack-plugin',
    range: '0.5.x',
    file: 'lib/utils/injectRefreshLoader.js',
    expects: "the plugin's `include` is matched against a module's request with its query (`moduleData.resource`)",
    check: contains('if (!match(moduleData.matchResource || moduleData.resource)) return moduleData;'),
    impact: 'wrong',
    source: 'plugins/bundle/demoHotUpdate.ts',
  },
  {
    name: 'demoHotUpdate (demo modules)',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/transformer/rehypeDemo.js',
    expects: "a demo file's component is a lazy import of `<file>?techStack=<name>`",
    check: contains("?techStack=${techStack.name}')`", 'component = `React.memo(React.lazy(() => ${importChunk}))`;'),
    impact: 'wrong',
    source: 'plugins/bundle/demoHotUpdate.ts',
  },
  {
    name: 'demoHotUpdate (demo index)',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/index.js',
    expects: "each page's demo module (`page.md?type=demo`) exports its demos as `export const demos = {`",
    check: contains('export const demos = {', 'case "demo":'),
    impact: 'wrong',
    source: 'plugins/bundle/demoHotUpdate.ts',
  },
  {
    name: 'removedDemoFiles (cache key)',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/loaders/markdown/index.js',
    expects:
      "the markdown loader is the module's default export, and reads every file a page's demos imported at its last run with fs.readFileSync in getDepsCacheKey, before its cache lookup",
    check: contains(
      'function getDepsCacheKey(deps = []) {',
      '(0, import_utils.getContentHash)(import_fs.default.readFileSync(file, "utf-8"))',
      'getDepsCacheKey(depsMapping[this.resourcePath])',
      "default: () => mdLoader,",
    ),
    impact: 'wrong',
    source: 'plugins/bundle/removedDemoFiles.ts',
  },
  {
    name: 'removedDemoFiles (rule)',
    kind: 'config',
    package: 'dumi',
    range: '2.4.x',
    file: 'dist/features/compile/index.js',
    expects: 'dumi adds its markdown loader, `require.resolve("../../loaders/markdown")`, to the oneOf branches of a rule named `dumi-md`',
    check: contains('const loaderPath = require.resolve("../../loaders/markdown");', 'memo.module.rule("dumi-md")', '.oneOf(`md-${type}`)'),
    impact: 'wrong',
    source: 'plugins/bundle/removedDemoFiles.ts',
  },
];

module.exports = { PATCHES, INTL_STAND_IN_EXPORTS };
