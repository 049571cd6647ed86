import type { SearchDemo, SearchPage, SearchSection } from './types';
import { languageWords, type LanguageWords } from './words';

/** Bump when the shape of the index file changes. */
export const SEARCH_INDEX_VERSION = 4;

/** Packed without what can be derived again (titles "Page - Heading", the page's address in links). */
/** 0: "Page - Heading", 1: the page's title, else itself. */
type PackedTitle = string | 0 | 1;
/** 0: "#" and the heading's slug, else itself. */
type PackedTail = string | 0;
type PackedSection = [heading: string, title: PackedTitle, linkTail: PackedTail, paragraphs: string[]];
type PackedDemo = [title: string, description: string, linkTail: string];
type PackedPage = [
  title: string,
  link: string,
  navTitle: string | 0,
  navOrder: number,
  sections: PackedSection[],
  demos: PackedDemo[],
];

/** Written by plugins/search/searchIndex.ts. */
export interface SearchIndexFile {
  version: number;
  locale: string;
  pages: PackedPage[];
  words: LanguageWords;
}

export function searchIndexPath(localeId: string): string {
  return `search-index.${localeId}.json`;
}

/** A heading's anchor as the pages' headings get it. */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

const tail = (link: string, pageLink: string) =>
  link.startsWith(pageLink) && /^([?#]|$)/.test(link.slice(pageLink.length)) ? link.slice(pageLink.length) : link;
const untail = (linkTail: string, pageLink: string) => (linkTail.startsWith('/') ? linkTail : pageLink + linkTail);

function packTitle(title: string, pageTitle: string, heading: string): PackedTitle {
  if (title === `${pageTitle} - ${heading}`) return 0;
  return title === pageTitle ? 1 : title;
}

export function packSearchIndex(locale: string, pages: readonly SearchPage[]): SearchIndexFile {
  return {
    version: SEARCH_INDEX_VERSION,
    locale,
    pages: pages.map((page) => [
      page.title,
      page.link,
      page.navTitle ?? 0,
      page.navOrder,
      page.sections.map((section): PackedSection => {
        const linkTail = tail(section.link, page.link);
        return [
          section.heading,
          packTitle(section.title, page.title, section.heading),
          section.heading && linkTail === `#${headingSlug(section.heading)}` ? 0 : linkTail,
          section.paragraphs,
        ];
      }),
      page.demos.map((demo) => [demo.title, demo.description, tail(demo.link, page.link)]),
    ]),
    words: languageWords(locale),
  };
}

function checked(data: unknown, localeId: string): SearchIndexFile {
  const file = data as Partial<SearchIndexFile> | null;
  if (!file || file.version !== SEARCH_INDEX_VERSION || !Array.isArray(file.pages)) {
    throw new Error(`The search index of ${localeId} is missing or out of date.`);
  }
  return file as SearchIndexFile;
}

export function readSearchWords(data: unknown, localeId: string): LanguageWords {
  return checked(data, localeId).words;
}

export function readSearchIndex(data: unknown, localeId: string): SearchPage[] {
  return checked(data, localeId).pages.map(([title, link, navTitle, navOrder, sections, demos]) => ({
    title,
    link,
    ...(navTitle === 0 ? {} : { navTitle }),
    navOrder,
    sections: sections.map(([heading, sectionTitle, linkTail, paragraphs]): SearchSection => ({
      title: sectionTitle === 0 ? `${title} - ${heading}` : sectionTitle === 1 ? title : sectionTitle,
      heading,
      link: untail(linkTail === 0 ? `#${headingSlug(heading)}` : linkTail, link),
      paragraphs,
    })),
    demos: demos.map(([demoTitle, description, linkTail]): SearchDemo => ({
      title: demoTitle,
      description,
      link: untail(linkTail, link),
    })),
  }));
}
