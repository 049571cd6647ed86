/** The Markdown twins of every page and each language's llms.txt and llms-full.txt (maintainers/markdown-twins.md). */
import path from 'path';
import { inFileOrder } from '../../src/codeView/files';
import { twinPathOf } from '../../src/publish/twinAddress';
import type { LocalePages, MdMeta, ReadFile, ReadPage } from '../pages/pageReader';
import { firstSentenceOf, llmsFullTxt, llmsTxt, type TwinListing } from './llmsTxt';
import { markdownTwin, type MarkdownParser, type TwinDemo } from './twins';

export interface TwinSite {
  /** the site's public root, ending in `/` */
  root: string;
  /** the site's name, llms.txt's title */
  name: string;
  /** each language's interface strings (.dumi/theme/locales/<id>.json) and its name */
  languages: Record<string, { name: string; messages: Record<string, string> }>;
  /** a property's Releases cell in the API table, in a language's strings (the page's own column) */
  releases?: (property: string, messages: Record<string, string>) => string;
  /** a container directive's Markdown in a language (`:::release-costs` on the Versions page) */
  directive?: (name: string, messages: Record<string, string>, locale: string) => string | undefined;
}

export interface OutputFile {
  path: string;
  content: string;
}

/** A demo's files as dumi read them: the entry first, then every local file it imports, by name. */
export function demoFilesOf(demo: NonNullable<MdMeta['demos']>[number]): TwinDemo {
  const asset = demo.asset;
  if (!asset) return null;
  const local = Object.entries(asset.dependencies ?? {}).filter(([, dependency]) => dependency.type === 'FILE');
  const files = inFileOrder(local, asset.entry).map(([name, dependency]) => ({ name, source: dependency.value }));
  if (!files.length) throw new Error(`twins: dumi gave demo ${demo.id} no files`);
  return { title: asset.title, files };
}

const localeBaseOf = (locale: LocalePages['locale'], index: number) => locale.base ?? (index === 0 ? '/' : `/${locale.id}`);

/** The address of a route's page: `demo/sizer` → `<root>demo/sizer/`. */
const pageUrl = (root: string, routePath: string) => new URL(routePath ? `${routePath.replace(/\/+$/, '')}/` : '', root).href;

/** Resolves a page's links the way dumi's router does, to absolute addresses. */
function linkResolver(root: string, pagesByFile: Map<string, string>, file: string, routePath: string) {
  const own = pageUrl(root, routePath);
  return (href: string): string => {
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return href;
    const [, pathname = '', rest = ''] = href.match(/^([^?#]*)(.*)$/) ?? [];
    if (/\.md$/i.test(pathname)) {
      const target = pagesByFile.get(path.resolve(path.dirname(file), decodeURI(pathname)));
      if (target === undefined) throw new Error(`twins: ${file} links to ${href}, which is no page`);
      return pageUrl(root, target) + rest;
    }
    if (pathname.startsWith('/')) return new URL(href.replace(/^\/+/, ''), root).href;
    return new URL(href, own).href;
  };
}

/** A page's twin: the page, then each of its content tabs one heading level down. */
function twinOf(
  page: ReadPage,
  parser: MarkdownParser,
  link: (file: ReadFile) => (href: string) => string,
  messages: Record<string, string>,
  site: Pick<TwinSite, 'releases' | 'directive'>,
  locale: string,
): string {
  const { releases, directive } = site;
  const sameFile = messages['twins.sameFile'] ?? '`{name}`: the same file as above.';
  const shown = { seen: new Set<string>(), line: (name: string) => sameFile.replace('{name}', name) };
  const convert = (file: ReadFile, headingShift = 0) =>
    markdownTwin(
      {
        markdown: file.source,
        title: file.meta.frontmatter.title,
        demos: (file.meta.demos ?? []).map(demoFilesOf),
        link: link(file),
        headingShift,
        shown,
        releases: releases && { column: messages['api.releases.column'] ?? 'Releases', of: (property) => releases(property, messages) },
        directive: directive && ((name) => directive(name, messages, locale)),
      },
      parser,
    );
  return [convert(page), ...page.tabs.map((tab) => convert(tab, 1))].join('\n');
}

/**
 * The `description` its author wrote in the page's front matter, if any (dumi's own meta fills
 * one in from the first paragraph, which is long and loses its code marks).
 */
export function authoredDescription(source: string): string | undefined {
  const frontmatter = source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const value = frontmatter.match(/^description:[ \t]*(.+)$/m)?.[1]?.trim();
  return value?.replace(/^(['"])(.*)\1$/, '$2') || undefined;
}

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, '');

const navOf = (meta: MdMeta) => (typeof meta.frontmatter.nav === 'object' ? meta.frontmatter.nav : undefined);

/** Every twin, llms.txt and llms-full.txt of the site (`parser`: twins.ts's `loadParser`). */
export function twinFiles(read: readonly LocalePages[], site: TwinSite, parser: MarkdownParser): OutputFile[] {
  const pagesByFile = new Map(read.flatMap(({ pages }) => pages.flatMap((page) => [page, ...page.tabs].map((file) => [file.file, page.route.path ?? ''] as const))));
  const files: OutputFile[] = [];
  const llms = read.map(({ locale, pages }, index) => {
    const base = localeBaseOf(locale, index);
    const messages = site.languages[locale.id]?.messages ?? {};
    const home = trimSlashes(base);
    const isHome = (page: ReadPage) => trimSlashes(page.route.path ?? '') === home;
    const ordered = [...pages].sort((a, b) => {
      const key = (page: ReadPage) => [isHome(page) ? -Infinity : (navOf(page.meta)?.order ?? 0), page.meta.frontmatter.order ?? 0];
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || (a.route.path ?? '').localeCompare(b.route.path ?? '');
    });
    const listings: TwinListing[] = ordered.map((page) => {
      const routePath = page.route.path ?? '';
      const twinPath = twinPathOf(routePath, base);
      const markdown = twinOf(page, parser, (file) => linkResolver(site.root, pagesByFile, file.file, routePath), messages, site, locale.id);
      files.push({ path: twinPath, content: markdown });
      const nav = page.meta.frontmatter.nav;
      return {
        url: new URL(twinPath, site.root).href,
        title: page.meta.frontmatter.title,
        description: authoredDescription(page.source) ?? firstSentenceOf(markdown),
        section: isHome(page) ? (messages['llms.overview'] ?? 'Overview') : ((typeof nav === 'string' ? nav : nav?.title) ?? page.meta.frontmatter.title),
        markdown,
      };
    });
    return { locale, home, listings, messages };
  });
  for (const { locale, home, listings, messages } of llms) {
    const prefix = home ? `${home}/` : '';
    const others = llms.filter((other) => other.locale.id !== locale.id);
    files.push(
      {
        path: `${prefix}llms.txt`,
        content: llmsTxt({
          name: site.name,
          summary: listings[0]?.description ?? '',
          pages: listings,
          extra: {
            title: messages['llms.languages'] ?? 'Other languages',
            links: others.map((other) => ({
              title: site.languages[other.locale.id]?.name ?? other.locale.id,
              url: new URL(`${other.home ? `${other.home}/` : ''}llms.txt`, site.root).href,
            })),
          },
        }),
      },
      { path: `${prefix}llms-full.txt`, content: llmsFullTxt(listings) },
    );
  }
  return files;
}
