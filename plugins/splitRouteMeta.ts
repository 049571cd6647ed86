import type { IApi } from 'dumi';
import path from 'path';
import { pageChunkName } from './ungroupChunks.cjs';

/**
 * dumi plugin: a page's cost does not grow with the size of the docs.
 *
 * dumi's meta index (.dumi/tmp/dumi/meta/index.ts), which the entry script imports, holds every
 * page's whole front matter (description, hero, features, last-updated date...) and table of
 * contents: at 10× the demo pages the entry script grew from 185 KB to 473 KB, and every page's
 * first load with it. This plugin writes, after dumi (the same files, through umi's
 * `writeTmpFile` in `onGenerateFiles`):
 *
 * - `dumi/meta/index.ts`: the light index. Per page only the front matter keys the sidebar and
 *   navigation read (LIGHT_FRONTMATTER_KEYS, cut down by plugins/lightFrontmatter.cjs), its tabs,
 *   and a loader, `page` (the page's own route chunk, whose module provides its full metadata,
 *   texts and demo index). No demo index, no texts loader: they arrive with the page.
 * - `dumi/meta/demoLookup.ts`: every page's demo index, loaded on demand only (a standalone demo
 *   page opened without its page's route id, `getFullDemos`).
 * - `dumi/meta/exports.ts`: dumi's exports (its own template, written as `exports.dumi.ts`) with
 *   `getRouteMetaById` / `getFullRoutesMeta` taken from src/runtime/routeMeta.ts, which read the
 *   page's full metadata from src/runtime/pageMeta.ts once the page's module has run, and
 *   `useDemo` / `getFullDemos` from src/runtime/demos.ts.
 *
 * Each page module hands its full metadata and its demo index over as it runs
 * (plugins/pageMetaInChunk.cjs), so they travel in the page's chunk; dumi's `useRouteMeta` is
 * replaced by src/runtime/useRouteMeta.ts, which renders it (and waits for it while hydrating
 * and prerendering).
 */

/** What the sidebar, the navigation and prev/next read from every page: keep in the entry. */
export const LIGHT_FRONTMATTER_KEYS = ['title', 'order', 'group', 'nav', 'sidebar', 'debug', 'atomId'];

export interface MetaFile {
  index: number;
  file: string;
  id: string;
  /** JSON list of the page's tab ids (dumi's tabs feature writes it so) */
  tabs?: string;
}

const ROOT = path.join(__dirname, '..');
const posix = (file: string) => file.split(path.sep).join('/');

/** umi's chunk name for a route's component, so the page loader shares the route's chunk. */
export const routeChunkName: (cwd: string, file: string) => string = pageChunkName;

export function renderLightIndex(files: MetaFile[], cwd: string, routeIds: ReadonlySet<string>): string {
  const imports: string[] = [];
  const entries: string[] = [];
  const spec = JSON.stringify;
  for (const { index, file, id, tabs } of files) {
    imports.push(`import { frontmatter as fm${index} } from ${spec(`${file}?light&type=frontmatter`)};`);
    const chunk = routeIds.has(id) ? `/* webpackChunkName: ${spec(routeChunkName(cwd, file))} */ ` : '';
    entries.push(
      [
        `  ${spec(id)}: {`,
        `    frontmatter: fm${index},`,
        tabs ? `    tabs: ${tabs},` : '',
        `    page: () => import(${chunk}${spec(file)}),`,
        '  },',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  return `${imports.join('\n')}

export const filesMeta = {
${entries.join('\n')}
};

export { tabs as tabsMeta } from './tabs';
`;
}

/**
 * The demo lookup: every page's demo index (its demo ids and their loader), by route id. Only
 * what cannot know a demo's page loads it (a standalone demo page opened without `?routeId=`,
 * `getFullDemos`); a page hands its own demo index over as it runs.
 */
export function renderDemoLookup(files: MetaFile[]): string {
  const spec = JSON.stringify;
  const markdown = files.filter(({ file }) => file.endsWith('.md'));
  const imports = markdown.map(
    ({ index, file }) => `import { demoIndex as dmi${index} } from ${spec(`${file}?type=demo-index`)};`,
  );
  const entries = markdown.map(({ index, id }) => `  ${spec(id)}: dmi${index},`);
  return `${imports.join('\n')}

export const demoIndexes = {
${entries.join('\n')}
};
`;
}

export function renderExports(): string {
  const runtime = posix(path.join(ROOT, 'src/runtime/routeMeta.ts'));
  const demos = posix(path.join(ROOT, 'src/runtime/demos.ts'));
  return `export * from './exports.dumi';
import { filesMeta, tabsMeta } from '.';
import { installRouteMeta } from ${JSON.stringify(runtime)};
import { installDemos } from ${JSON.stringify(demos)};

const routeMeta = installRouteMeta(filesMeta, tabsMeta);
export const getRouteMetaById = routeMeta.getRouteMetaById;
export const getFullRoutesMeta = routeMeta.getFullRoutesMeta;

installDemos({
  loadPage: (id) => routeMeta.loadPageMeta(id),
  lookup: () => import(/* webpackChunkName: "demo-lookup" */ './demoLookup'),
});
export { useDemo, getFullDemos } from ${JSON.stringify(demos)};
`;
}

export default (api: IApi) => {
  let metaFiles: MetaFile[] = [];
  let routeIds = new Set<string>();

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
    key: 'modifyRoutes',
    stage: Infinity,
    fn: (routes: Record<string, { id: string }>) => {
      routeIds = new Set(Object.keys(routes));
      return routes;
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
        content: renderLightIndex(metaFiles, api.cwd, routeIds),
      });
      api.writeTmpFile({
        noPluginDir: true,
        path: 'dumi/meta/exports.dumi.ts',
        tplPath: require.resolve('dumi/dist/templates/meta/exports.ts.tpl'),
        context: {},
      });
      api.writeTmpFile({ noPluginDir: true, path: 'dumi/meta/demoLookup.ts', content: renderDemoLookup(metaFiles) });
      api.writeTmpFile({ noPluginDir: true, path: 'dumi/meta/exports.ts', content: renderExports() });
    },
  });

  api.chainWebpack((memo) => {
    // the light index's front matter: only LIGHT_FRONTMATTER_KEYS, no table of contents
    memo.module
      .rule('light-frontmatter')
      .enforce('post')
      .test(/\.md$/)
      .resourceQuery(/light&type=frontmatter$/)
      .use('light-frontmatter')
      .loader(require.resolve('./lightFrontmatter.cjs'))
      .options({ keys: LIGHT_FRONTMATTER_KEYS });
    // every page module provides its full metadata as it runs
    memo.module
      .rule('page-meta-in-chunk')
      .enforce('post')
      .test(/\.md$/)
      .use('page-meta-in-chunk')
      .loader(require.resolve('./pageMetaInChunk.cjs'))
      .options({
        store: posix(path.join(ROOT, 'src/runtime/pageMeta.ts')),
        demos: posix(path.join(ROOT, 'src/runtime/demos.ts')),
      });
    // dumi's useRouteMeta, reading the page's metadata from its chunk
    memo.resolve.alias.set(
      require.resolve('dumi/dist/client/theme-api/useRouteMeta.js'),
      path.join(ROOT, 'src/runtime/useRouteMeta.ts'),
    );
    return memo;
  });
};
