import type { IApi } from 'dumi';
import path from 'path';
import {
  pathPrefixesOf,
  renderDemoLookup,
  renderExports,
  renderLightIndex,
  renderPageTable,
  renderRoutes,
  tableRouteIds,
  type AppRoute,
  type MetaFile,
} from './generators';

/**
 * dumi plugin: a page's cost does not grow with the size of the docs. dumi's meta index, which
 * the entry script imports, holds every page's whole front matter and table of contents; this
 * plugin writes, after dumi (umi's `writeTmpFile` in `onGenerateFiles`), a page table with only
 * the light front matter the sidebar reads, umi's routes file over that table, and dumi's
 * exports reading each page's full metadata from the page's own chunk (./generators.ts says
 * what each file holds). The loaders and the `useRouteMeta` swap this needs are wired with the
 * other patches, in plugins/patches/index.ts. Why and what it saves: plugins/README.md.
 */

/** umi's own code for route components (core/route.tsx), for the routes the table does not carry. */
type GetRouteComponents = (opts: { routes: Record<string, AppRoute>; prefix: string; api: IApi }) => Promise<string>;
function umiRouteComponents(): GetRouteComponents {
  const umi = path.dirname(require.resolve('umi/package.json', { paths: [path.dirname(require.resolve('dumi/package.json'))] }));
  const routesModule = require.resolve('@umijs/preset-umi/dist/features/tmpFiles/routes.js', { paths: [umi] });
  return require(routesModule).getRouteComponents;
}

/**
 * Whether umi's routes file would hold nothing but the routes and their components: with route
 * client loaders or route props, umi adds imports of its own, and the table stays off.
 */
function plainRoutesFile(api: IApi): boolean {
  const routeProps = !api.userConfig.routes && api.isPluginEnable('routeProps');
  return api.appData.framework === 'react' && !api.config.clientLoader && !routeProps;
}

export default (api: IApi) => {
  let metaFiles: MetaFile[] = [];

  api.register({
    key: 'dumi.modifyMetaFiles',
    // after dumi's tabs feature added the tabs
    stage: Infinity,
    fn: (files: MetaFile[]) => {
      metaFiles = files;
      return files;
    },
  });

  api.register({
    key: 'onGenerateFiles',
    // after dumi wrote its meta files and umi its core/route.tsx
    stage: Infinity,
    fn: async () => {
      const routes = api.appData.routes as Record<string, AppRoute>;
      const plain = plainRoutesFile(api);
      if (!plain) api.logger.warn('splitRouteMeta: umi writes route loaders or props, so its routes file is kept');
      const tableIds = plain ? tableRouteIds(routes, metaFiles) : new Set<string>();
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/pages.ts',
        content: renderPageTable(metaFiles, routes, tableIds, api.cwd, pathPrefixesOf(api.config.locales ?? [])),
      });
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/index.ts',
        content: renderLightIndex(metaFiles, tableIds, routes, api.cwd),
      });
      if (tableIds.size) {
        const others = Object.fromEntries(Object.entries(routes).filter(([id]) => !tableIds.has(id)));
        const convention = api.config.conventionRoutes || undefined;
        const pages = path.basename(convention?.base || api.paths.absPagesPath);
        const prefix = api.appData.hasSrcDir ? `../../../src/${pages}/` : `../../${pages}/`;
        api.writeTmpFile({
          noPluginDir: true,
          path: 'core/route.tsx',
          content: renderRoutes(routes, tableIds, await umiRouteComponents()({ routes: others, prefix, api })),
        });
      }
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/exports.dumi.ts',
        tplPath: require.resolve('dumi/dist/templates/meta/exports.ts.tpl'),
        context: {},
      });
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/demoLookup.ts',
        content: renderDemoLookup(
          metaFiles,
          ((api.config.locales ?? []) as { id: string }[]).slice(1).map((locale) => locale.id),
        ),
      });
      api.writeTmpFile({ noPluginDir: true, path: 'dumi/meta/exports.ts', content: renderExports() });
    },
  });
};
