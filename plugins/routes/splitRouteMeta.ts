import type { IApi } from 'dumi';
import { renderDemoLookup, renderExports, renderLightIndex, type MetaFile } from './generators';

/**
 * dumi plugin: a page's cost does not grow with the size of the docs. dumi's meta index, which
 * the entry script imports, holds every page's whole front matter and table of contents; this
 * plugin writes, after dumi (umi's `writeTmpFile` in `onGenerateFiles`), a light index with only
 * the front matter the sidebar reads, and dumi's exports reading each page's full metadata from
 * the page's own chunk (./generators.ts says what each file holds). The loaders and the
 * `useRouteMeta` swap this needs are wired with the other patches, in plugins/patches/index.ts.
 * Why and what it saves: plugins/README.md.
 */
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
    // after dumi wrote its meta files
    stage: Infinity,
    fn: () => {
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/index.ts',
        content: renderLightIndex(metaFiles, api.appData.routes, api.cwd),
      });
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
