import type { IApi } from 'dumi';
import fs from 'fs';
import path from 'path';
import {
  buildSearchPages,
  localeDocRoutes,
  type DemoEntry,
  type NavEntry,
  type PageMeta,
} from '../../src/search/documents';
import { packSearchIndex, searchIndexPath, type SearchIndexFile } from '../../src/search/indexFile';

/**
 * Writes one search index per language into the build output (search-index.<locale>.json),
 * from the pages' own text as dumi's markdown pipeline reads it (with plugins/search/searchTexts.ts):
 * headings, paragraphs, list items, table rows, demo titles and descriptions. The site
 * downloads it when search is first used (src/search/useSearchIndex.ts).
 */

interface MdMeta {
  frontmatter: PageMeta['frontmatter'] & { nav?: { title?: string; order?: number } | string };
  toc: PageMeta['toc'];
  texts: PageMeta['texts'];
  demos?: { id: string; asset?: { id: string; title?: string; description?: string } }[];
}

type Transform = (raw: string, opts: Record<string, unknown>) => Promise<{ meta: MdMeta }>;

interface RouteEntry {
  id: string;
  path?: string;
  parentId?: string;
  file?: string;
}

const TAB_FILE = /\$tab-([^.]+)\./;

/** The content tabs of a page file: `name.$tab-key[.locale].md` beside `name[.locale].md`. */
export function tabFilesOf(
  file: string,
  siblings: readonly string[],
): { key: string; file: string }[] {
  const base = path.basename(file);
  return siblings
    .filter((name) => TAB_FILE.test(name) && name.replace(TAB_FILE, '') === base)
    .sort()
    .map((name) => ({ key: name.match(TAB_FILE)![1], file: path.join(path.dirname(file), name) }));
}

/** The top-level navigation of one language, from the pages' `nav` frontmatter, as dumi makes it. */
export function navOf(
  pages: { path: string; frontmatter: MdMeta['frontmatter'] }[],
  localeBase: string,
): NavEntry[] {
  const entries = new Map<string, NavEntry & { order: number }>();
  for (const { path: routePath, frontmatter } of pages) {
    const nav = frontmatter.nav;
    const title = typeof nav === 'string' ? nav : nav?.title;
    const inner = routePath.slice(localeBase.length).replace(/^\//, '');
    const segment = inner.split('/')[0];
    if (!title || !segment) continue;
    const link = `${localeBase}/${segment}`.replace(/^\/+/, '/');
    const order = typeof nav === 'object' ? (nav.order ?? 0) : 0;
    if (!entries.has(link)) entries.set(link, { title, link, activePath: link, order });
  }
  return [...entries.values()].sort((a, b) => a.order - b.order);
}

/**
 * A demo as search links to it: by the id its previewer has on the page ("…-demo-simple.zh-cn"),
 * which is not always its asset's id ("…-demo-simplezh-cn").
 */
function demoEntry(routeId: string, demo: NonNullable<MdMeta['demos']>[number]): DemoEntry {
  return { routeId, asset: demo.asset && { ...demo.asset, id: demo.id }, tocId: demo.asset?.id };
}

export default (api: IApi) => {
  let loaderOptions: Record<string, unknown> | undefined;

  // the options dumi gives its own markdown loader (tech stacks, rehype plugins, routes…)
  api.chainWebpack((memo) => {
    const options = memo.module
      .rule('dumi-md')
      .oneOf('md-text')
      .use('md-text-loader')
      .get('options');
    if (options) loaderOptions = options as Record<string, unknown>;
    return memo;
  });

  /** The index file of every language, from the pages as they are now. */
  const indexFiles = async (): Promise<SearchIndexFile[]> => {
    if (!loaderOptions) throw new Error('searchIndex: dumi markdown loader options not found');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const transform: Transform = require('dumi/dist/loaders/markdown/transformer').default;
    const routes = api.appData.routes as Record<string, RouteEntry>;
    const locales = (api.config.locales ?? []) as { id: string; base?: string }[];
    const metaOf = async (file: string) =>
      (await transform(fs.readFileSync(file, 'utf8'), { ...loaderOptions, fileAbsPath: file }))
        .meta;
    const files: SearchIndexFile[] = [];
    for (const locale of locales) {
      const docRoutes = localeDocRoutes(routes, locales, locale.id).filter((route) => route.file);
      const demos: Record<string, DemoEntry> = {};
      // every page at once: dumi's transformer waits on esbuild for each demo, and the pages'
      // waits overlap (at 10x the demo pages, one after the other took 15-40 s of the build)
      const read = await Promise.all(
        docRoutes.map(async (route) => {
          const file = path.resolve(api.cwd, route.file!);
          const tabFiles = tabFilesOf(file, fs.readdirSync(path.dirname(file)));
          const [meta, ...tabMetas] = await Promise.all([file, ...tabFiles.map((tab) => tab.file)].map(metaOf));
          return { route, meta, tabs: tabFiles.map((tab, index) => ({ key: tab.key, meta: tabMetas[index] })) };
        }),
      );
      const withMeta = [];
      // demos and pages in the order of the routes, as one after the other gave them
      for (const { route, meta, tabs } of read) {
        for (const tab of tabs) {
          for (const demo of tab.meta.demos ?? []) demos[demo.id] = demoEntry(route.id, demo);
        }
        for (const demo of meta.demos ?? []) demos[demo.id] = demoEntry(route.id, demo);
        withMeta.push({ id: route.id, path: route.path ?? '', meta: { ...meta, tabs } });
      }
      const localeBase = (locale.base ?? '/').replace(/\/+$/, '');
      const nav = navOf(
        withMeta.map(({ path: routePath, meta }) => ({
          path: `/${routePath}`,
          frontmatter: meta.frontmatter as MdMeta['frontmatter'],
        })),
        localeBase,
      );
      files.push(packSearchIndex(locale.id, buildSearchPages({ routes: withMeta, nav, demos })));
    }
    return files;
  };

  api.onBuildComplete(async ({ err }) => {
    if (err) return;
    for (const file of await indexFiles()) {
      const target = path.join(api.paths.absOutputPath, searchIndexPath(file.locale));
      fs.writeFileSync(target, JSON.stringify(file));
    }
  });

  // the dev server answers with an index made from the pages as they are at that moment
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const name = (req.path ?? '').split('/').pop() ?? '';
      const locales = (api.config.locales ?? []) as { id: string }[];
      const locale = locales.find(({ id }) => searchIndexPath(id) === name);
      if (!locale) return next();
      indexFiles().then(
        (files) => res.json(files.find((file) => file.locale === locale.id)),
        (error: unknown) => next(error),
      );
    },
  ]);
};
