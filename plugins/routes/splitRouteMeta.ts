import type { IApi } from 'dumi';
import path from 'path';
import { packageDir } from '../compat/check.cjs';
import {
  pathPrefixesOf,
  renderDemoLookup,
  renderExports,
  renderLightIndex,
  renderPageTable,
  renderRoutes,
  ROOT,
  tableRouteIds,
  type AppRoute,
  type MetaFile,
} from './generators';

/**
 * dumi plugin: the route-meta split (plugins/README.md), written after dumi's own files. Its
 * loaders and the `useRouteMeta` swap are wired with the other patches (plugins/patches/index.ts).
 */

/** umi's own code for route components (core/route.tsx), for the routes the table does not carry. */
type GetRouteComponents = (opts: { routes: Record<string, AppRoute>; prefix: string; api: IApi }) => Promise<string>;
function umiRouteComponents(): GetRouteComponents {
  const presetUmi = packageDir({ package: '@umijs/preset-umi', via: ['dumi', 'umi'] }, ROOT);
  return require(path.join(presetUmi, 'dist/features/tmpFiles/routes.js')).getRouteComponents;
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

  const write = (file: string, content: string) => api.writeTmpFile({ noPluginDir: true, path: file, content });
  api.register({
    key: 'onGenerateFiles',
    // after dumi wrote its meta files and umi its core/route.tsx
    stage: Infinity,
    fn: async () => {
      const routes = api.appData.routes as Record<string, AppRoute>;
      const plain = plainRoutesFile(api);
      if (!plain) api.logger.warn('splitRouteMeta: umi writes route loaders or props, so its routes file is kept');
      const tableIds = plain ? tableRouteIds(routes, metaFiles) : new Set<string>();
      const prefixes = pathPrefixesOf(api.config.locales ?? []);
      write('dumi/meta/pages.ts', renderPageTable(metaFiles, routes, tableIds, api.cwd, prefixes));
      write('dumi/meta/index.ts', renderLightIndex(metaFiles, tableIds, routes, api.cwd));
      if (tableIds.size) {
        const others = Object.fromEntries(Object.entries(routes).filter(([id]) => !tableIds.has(id)));
        const convention = api.config.conventionRoutes || undefined;
        const pages = path.basename(convention?.base || api.paths.absPagesPath);
        const prefix = api.appData.hasSrcDir ? `../../../src/${pages}/` : `../../${pages}/`;
        write('core/route.tsx', renderRoutes(routes, tableIds, await umiRouteComponents()({ routes: others, prefix, api })));
      }
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/exports.dumi.ts',
        tplPath: require.resolve('dumi/dist/templates/meta/exports.ts.tpl'),
        context: {},
      });
      const translations = ((api.config.locales ?? []) as { id: string }[]).slice(1).map((locale) => locale.id);
      write('dumi/meta/demoLookup.ts', renderDemoLookup(metaFiles, translations));
      write('dumi/meta/exports.ts', renderExports());
    },
  });
};
