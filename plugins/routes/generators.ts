/**
 * The code the route-meta split writes into .dumi/tmp (plugins/routes/splitRouteMeta.ts hooks
 * them in): the light meta index, the demo lookup and dumi's exports reading each page's
 * metadata from its chunk. Pure string builders.
 */
import path from 'path';
import { pageChunkName } from '../patches/ungroupChunks.cjs';

/** What the sidebar, the navigation and prev/next read from every page: keep in the entry. */
export const LIGHT_FRONTMATTER_KEYS = ['title', 'order', 'group', 'nav', 'sidebar', 'debug', 'atomId'];

export interface MetaFile {
  index: number;
  file: string;
  id: string;
  /** JSON list of the page's tab ids (dumi's tabs feature writes it so) */
  tabs?: string;
}

export const ROOT = path.join(__dirname, '../..');
export const posix = (file: string) => file.split(path.sep).join('/');
/** umi's chunk name for a route's component, so the page and its demos share the route's chunk. */
export const routeChunkName: (cwd: string, file: string) => string = pageChunkName;

const spec = JSON.stringify;
const lightImport = (index: number, file: string) =>
  `import { frontmatter as fm${index} } from ${spec(`${file}?light&type=frontmatter`)};`;

/**
 * The light index: every page and content tab with its light front matter, its tabs and the
 * loader of its module; a route's loader shares the route's chunk (`routes`: umi's routes by id).
 */
export function renderLightIndex(files: MetaFile[], routes: Record<string, unknown>, cwd: string): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const { index, file, id, tabs } of files) {
    imports.push(lightImport(index, file));
    const chunk = routes[id] ? `/* webpackChunkName: ${spec(routeChunkName(cwd, file))} */ ` : '';
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
 * `getFullDemos`); a page hands its own demo index over as it runs. The default language's
 * pages come first: dumi gives a demo that a translated page shares with its original one id
 * for both, the first page to name an id is the one it is found on (src/runtime/demos.ts), and
 * a `~demos/` address is in the default language. `translations` are the other languages' ids.
 */
export function renderDemoLookup(files: MetaFile[], translations: readonly string[] = []): string {
  const translated = ({ id }: MetaFile) => translations.some((locale) => id.endsWith(`.${locale}`));
  const markdown = files.filter(({ file }) => file.endsWith('.md'));
  // the imports keep umi's order, which webpack's chunking follows
  const imports = markdown.map(
    ({ index, file }) => `import { demoIndex as dmi${index} } from ${spec(`${file}?type=demo-index`)};`,
  );
  const entries = [...markdown]
    .sort((a, b) => Number(translated(a)) - Number(translated(b)))
    .map(({ index, id }) => `  ${spec(id)}: dmi${index},`);
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
