import type { IApi } from 'dumi';
import fs from 'fs';
import path from 'path';
import { pageReader, type LocalePages, type MdMeta } from '../pages/pageReader';
import { buildSearchPages, type DemoEntry, type NavEntry } from '../../src/search/documents';
import { packSearchIndex, searchIndexPath, type SearchIndexFile } from '../../src/search/indexFile';

/**
 * Writes one search index per language (search-index.<locale>.json) from the pages' texts as dumi
 * reads them (./searchTexts.ts); the site downloads it when search is first used (maintainers/search.md).
 */

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

/** The index file of every language, from one read of the pages (plugins/pages/pageReader.ts). */
export function searchIndexFiles(read: LocalePages[]): SearchIndexFile[] {
  return read.map(({ locale, pages }) => {
    const demos: Record<string, DemoEntry> = {};
    const withMeta = [];
    // demos and pages in the order of the routes, as one after the other gave them
    for (const { route, meta, tabs } of pages) {
      for (const tab of tabs) {
        for (const demo of tab.meta.demos ?? []) demos[demo.id] = demoEntry(route.id, demo);
      }
      for (const demo of meta.demos ?? []) demos[demo.id] = demoEntry(route.id, demo);
      withMeta.push({
        id: route.id,
        path: route.path ?? '',
        meta: { ...meta, tabs: tabs.map((tab) => ({ key: tab.key, meta: tab.meta })) },
      });
    }
    const localeBase = (locale.base ?? '/').replace(/\/+$/, '');
    const nav = navOf(
      withMeta.map(({ path: routePath, meta }) => ({ path: `/${routePath}`, frontmatter: meta.frontmatter })),
      localeBase,
    );
    return packSearchIndex(locale.id, buildSearchPages({ routes: withMeta, nav, demos }));
  });
}

export default (api: IApi) => {
  const pages = pageReader(api);

  api.onBuildComplete(async (build) => {
    if (build.err) return;
    for (const file of searchIndexFiles(await pages.readForBuild(build))) {
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
      pages.read().then(searchIndexFiles).then(
        (files) => res.json(files.find((file) => file.locale === locale.id)),
        (error: unknown) => next(error),
      );
    },
  ]);
};
