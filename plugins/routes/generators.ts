/** The files the route-meta split writes into .dumi/tmp (plugins/README.md): pure string builders. */
import path from 'path';
import { pathOfId, type PathPrefixes, type UmiRoute } from '../../src/runtime/pageTable';
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
/** The runtime side of the page table, imported by the generated light index and routes file. */
const PAGE_TABLE = posix(path.join(ROOT, 'src/runtime/pageTable.ts'));

/** A route as umi keeps it in `api.appData.routes`: what its routes file holds, and its file. */
export type AppRoute = UmiRoute & { file?: string };

/** The keys umi leaves out of the route table it writes (core/route.tsx). */
const umiDropped = (key: string) => key.startsWith('__') || key === 'absPath' || key === 'file';

/**
 * The routes the page table carries: markdown pages with a light index entry whose route has
 * nothing but its path, id and parent (anything else, umi writes as it always does).
 */
export function tableRouteIds(routes: Record<string, AppRoute>, files: MetaFile[]): Set<string> {
  const inIndex = new Set(files.map(({ id }) => id));
  const ids = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    const kept = Object.keys(route).filter((key) => !umiDropped(key)).sort().join(',');
    if (
      kept === 'id,parentId,path' &&
      route.id === id &&
      inIndex.has(id) &&
      typeof route.file === 'string' &&
      path.isAbsolute(route.file) &&
      route.file.endsWith('.md')
    ) {
      ids.add(id);
    }
  }
  return ids;
}

const spec = JSON.stringify;
const lightImport = (index: number, file: string) =>
  `import { frontmatter as fm${index} } from ${spec(`${file}?light&type=frontmatter`)};`;

/**
 * `dumi/meta/pages.ts`: one row per page of the table (src/runtime/pageTable.ts), by parent
 * route, in umi's route order: its route id, path, the page's import (umi's chunk name) and its
 * light front matter.
 */
export function renderPageTable(
  files: MetaFile[],
  routes: Record<string, AppRoute>,
  tableIds: ReadonlySet<string>,
  cwd: string,
  prefixes: PathPrefixes,
): string {
  const byId = new Map(files.map((file) => [file.id, file]));
  const imports: string[] = [];
  const parents = new Map<string, string[]>();
  for (const [id, route] of Object.entries(routes)) {
    if (!tableIds.has(id)) continue;
    const { index, file, tabs } = byId.get(id)!;
    imports.push(lightImport(index, file));
    const load = `() => import(/* webpackChunkName: ${spec(pageChunkName(cwd, route.file!))} */ ${spec(route.file)})`;
    // 0: the runtime derives the path from the id (pathOfId), checked here
    const pathOrZero = pathOfId(id, prefixes) === route.path ? '0' : spec(route.path);
    const row = [spec(id), pathOrZero, load, `fm${index}`, tabs].filter(Boolean).join(', ');
    const rows = parents.get(route.parentId!) ?? [];
    rows.push(`    [${row}],`);
    parents.set(route.parentId!, rows);
  }
  const groups = [...parents].map(([parent, rows]) => `  ${spec(parent)}: [\n${rows.join('\n')}\n  ],`);
  return `${imports.join('\n')}

/** a language's file suffix and its paths' prefix, for the paths written as 0 */
export const pathPrefixes = ${spec(prefixes)};

/** [route id, path, page loader, light front matter, tab ids] by parent route: src/runtime/pageTable.ts */
export const pages = {
${groups.join('\n')}
};
`;
}

/**
 * The light index: the table's pages from their rows, and the files the table does not carry
 * (a content tab, which is no route) with their light front matter, tabs and loader.
 */
export function renderLightIndex(
  files: MetaFile[],
  tableIds: ReadonlySet<string>,
  routes: Record<string, AppRoute>,
  cwd: string,
): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const { index, file, id, tabs } of files) {
    if (tableIds.has(id)) continue;
    imports.push(lightImport(index, file));
    // a route outside the table shares its route's chunk
    const chunk = routes[id] ? `/* webpackChunkName: ${spec(pageChunkName(cwd, file))} */ ` : '';
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
  return `import { pages } from './pages';
import { lightIndexOf } from ${spec(PAGE_TABLE)};
${imports.join('\n')}

export const filesMeta = {
  ...lightIndexOf(pages),
${entries.join('\n')}
};

export { tabs as tabsMeta } from './tabs';
`;
}

/**
 * umi's `core/route.tsx` with the table's pages taken from their rows: the other routes (layouts,
 * the not-found page, the demo renderer) as umi writes them (`routeComponents`, umi's own code
 * for them), split into those before the first page and those after it.
 */
export function renderRoutes(
  routes: Record<string, AppRoute>,
  tableIds: ReadonlySet<string>,
  routeComponents: string,
): string {
  const before: Record<string, AppRoute> = {};
  const after: Record<string, AppRoute> = {};
  let seenPage = false;
  for (const [id, route] of Object.entries(routes)) {
    if (tableIds.has(id)) {
      seenPage = true;
      continue;
    }
    const kept = Object.fromEntries(Object.entries(route).filter(([key]) => !umiDropped(key)));
    (seenPage ? after : before)[id] = kept as AppRoute;
  }
  return `import React from 'react';
import { pages, pathPrefixes } from '../dumi/meta/pages';
import { withPageRoutes } from ${spec(PAGE_TABLE)};

export async function getRoutes() {
  return withPageRoutes(
    pages,
    pathPrefixes,
    [${spec(before)}, ${spec(after)}],
    ${routeComponents},
    React.lazy,
  );
}
`;
}

/**
 * The demo lookup: every page's demo index by route id, for what cannot know a demo's page.
 * The default language's pages first: a demo a translation shares has one id, found on the
 * first page that names it (src/runtime/demos.ts). `translations`: the other languages' ids.
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

/**
 * Each non-default language's file suffix (`.zh-CN`) and path prefix (`zh-CN/`, from its base).
 * A language whose paths take a suffix has none; every derived path is checked against umi's.
 */
export function pathPrefixesOf(locales: Array<{ id: string; suffix?: string; base?: string }>): PathPrefixes {
  return Object.fromEntries(
    locales
      .slice(1)
      .filter((locale) => !('suffix' in locale))
      .map(({ id, base }) => [`.${id}`, `${(base ?? `/${id}`).replace(/^\/|\/$/g, '')}/`]),
  );
}

