import type { LocaleBase } from '../i18n';
import { TAB_QUERY_KEY } from '../navigation';
import type { SearchDemo, SearchPage, SearchSection } from './types';

export interface PageText {
  value: string;
  paraId: number;
  /** the heading above it in the table of contents */
  tocIndex?: number;
  /** the table cell or list item (plugins/search/searchTexts.ts) */
  part?: number;
  /** a code block's text, which search leaves out */
  code?: boolean;
}

export interface PageHeading {
  id: string;
  depth: number;
  title: string;
}

export interface PageContent {
  frontmatter: { title: string; subtitle?: string };
  toc: PageHeading[];
  texts: PageText[];
}

export interface PageMeta extends PageContent {
  tabs?: { key: string; meta: PageContent }[];
}

export interface NavEntry {
  title?: string;
  link?: string;
  activePath?: string;
  children?: NavEntry[];
}

export interface DemoEntry {
  routeId?: string;
  asset?: { id: string; title?: string; description?: string };
  /** the demo's table-of-contents id, when it differs */
  tocId?: string;
}

export interface SearchSource {
  routes: { id: string; path: string; meta: PageMeta }[];
  nav: readonly NavEntry[];
  demos: Record<string, DemoEntry>;
}

export const PART_SEPARATOR = ' · ';

/** The paragraphs under one heading (or before the first). */
export function paragraphsOf(texts: readonly PageText[], tocIndex?: number): string[] {
  const byParagraph = new Map<number, { text: string; part?: number }>();
  for (const { value, paraId, tocIndex: at, part, code } of texts) {
    if (at !== tocIndex || code) continue;
    const paragraph = byParagraph.get(paraId);
    if (!paragraph) {
      byParagraph.set(paraId, { text: value, part });
    } else {
      const newPart = part !== undefined && paragraph.part !== undefined && part !== paragraph.part;
      paragraph.text += (newPart ? PART_SEPARATOR : '') + value;
      paragraph.part = part;
    }
  }
  return [...byParagraph.values()].map(({ text }) => text.trim()).filter(Boolean);
}

/** What search need not hold: the pages' "Reported in …" sentences, parenthesised upstream PR references and "Try it" links. */
const CITATIONS = [
  /\s*(Reported in|Asked in|相关问题：)[^。]*?(。|\.(\s|$))/g,
  /\s*[（(](PR #\d+|v4\.0\.4 的 [^）]*|v4\.0\.4[^)]*)[）)]/g,
  /\s*(试一试|Try it)$/,
];

/** UTF-8 bytes a section keeps beyond its first paragraph and rows: the index counts against maxSearchOpenKiB. */
export const SECTION_MORE_BYTES = 600;

const bytes = (text: string) => new TextEncoder().encode(text).length;

export function indexedParagraphs(paragraphs: readonly string[]): string[] {
  let more = 0;
  return paragraphs
    .map((paragraph) => CITATIONS.reduce((text, citation) => text.replace(citation, ''), paragraph))
    .filter((paragraph, index) => {
      if (!paragraph) return false;
      if (index === 0 || /^[\w.]+ · /.test(paragraph)) return true;
      more += bytes(paragraph);
      return more <= SECTION_MORE_BYTES;
    });
}

function titleOf({ frontmatter }: PageContent): string {
  return [frontmatter.title, frontmatter.subtitle].filter(Boolean).join(' ');
}

export function navPlaceOf(link: string, nav: readonly NavEntry[]) {
  const covers = (item: NavEntry): boolean => {
    const active = item.activePath || item.link;
    return (
      (!!active && (link === active || link.startsWith(`${active.replace(/\/$/, '')}/`))) ||
      !!item.children?.some(covers)
    );
  };
  const navOrder = nav.findIndex(covers);
  return { navTitle: navOrder < 0 ? undefined : nav[navOrder].title, navOrder };
}

/** A demo's id as the table of contents writes it ("…jumper.zh-cn" is "…jumperzh-cn"). */
function tocIdOf(id: string): string {
  return id.replace(/\./g, '');
}

function sectionsOf(content: PageContent, link: string, prefix: string, skipIds: Set<string>) {
  const sections: SearchSection[] = [];
  const intro = indexedParagraphs(paragraphsOf(content.texts));
  if (intro.length) sections.push({ title: prefix, heading: '', link, paragraphs: intro });
  content.toc.forEach((heading, index) => {
    if (skipIds.has(tocIdOf(heading.id))) return;
    // a hit on the first-level heading leads to the top
    const top = heading.depth === 1;
    sections.push({
      title: top ? prefix : `${prefix} - ${heading.title}`,
      heading: heading.title,
      link: top ? link : `${link}#${heading.id}`,
      paragraphs: indexedParagraphs(paragraphsOf(content.texts, index)),
    });
  });
  return sections;
}

/** Turns dumi's route meta, demos and navigation into the pages search works on. */
export function buildSearchPages({ routes, nav, demos }: SearchSource): SearchPage[] {
  const demoList = Object.values(demos);
  return routes.map(({ id, path, meta }) => {
    const link = `/${path.replace(/^\//, '')}`;
    const title = titleOf(meta);
    const ownDemos = demoList.filter((demo) => demo.routeId === id && demo.asset);
    const demoIds = new Set(ownDemos.flatMap((demo) => [demo.asset!.id, demo.tocId ?? '']).map(tocIdOf));
    const sections = sectionsOf(meta, link, title, demoIds);
    for (const tab of meta.tabs ?? []) {
      const tabLink = `${link}?${TAB_QUERY_KEY}=${encodeURIComponent(tab.key)}`;
      const tabTitle = titleOf(tab.meta);
      const tabSections = sectionsOf(tab.meta, tabLink, `${title} - ${tabTitle}`, demoIds);
      if (tabSections[0]?.heading === '') tabSections[0].heading = tabTitle;
      else
        tabSections.unshift({
          title: `${title} - ${tabTitle}`,
          heading: tabTitle,
          link: tabLink,
          paragraphs: [],
        });
      sections.push(...tabSections);
    }
    const searchDemos: SearchDemo[] = ownDemos.map(({ asset }) => ({
      title: asset!.title || title,
      // markdown: inline code without its backticks
      description: (asset!.description ?? '').replace(/`/g, ''),
      link: `${link}#${asset!.id}`,
    }));
    return { title, link, ...navPlaceOf(link, nav), sections, demos: searchDemos };
  });
}

/** One language's doc pages: the locale with the longest base prefixing the path; `*` is no page. */
export function localeDocRoutes<R extends { id: string; path?: string; parentId?: string }>(
  routes: Record<string, R>,
  locales: readonly LocaleBase[],
  localeId: string,
): R[] {
  const bases = locales
    .filter((locale): locale is Required<LocaleBase> => typeof locale.base === 'string')
    .map((locale) => ({ id: locale.id, base: locale.base.replace(/^\/+|\/+$/g, '') }))
    .sort((a, b) => b.base.length - a.base.length);
  const localeOf = (path: string) =>
    bases.find(({ base }) => !base || path === base || path.startsWith(`${base}/`))?.id;
  return Object.values(routes).filter(
    (route) =>
      route.parentId === 'DocLayout' &&
      typeof route.path === 'string' &&
      !route.path.includes('*') &&
      localeOf(route.path) === localeId,
  );
}
