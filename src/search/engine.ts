import MiniSearch, { type SearchResult } from 'minisearch';
import { PART_SEPARATOR } from './documents';
import { fuzzyFor, processTerm, tokenize, tokenizeQuery } from './tokenize';
import type { SearchPage } from './types';

/**
 * The search engine is MiniSearch (BM25 ranking, prefix and fuzzy matching, field boosts).
 * Each target a visitor can land on (page, section, demo) is one document, so a target is
 * found once at most.
 */

/** What a document is: the page itself (title and intro), a section under a heading, a demo. */
export type TargetKind = 'page' | 'section' | 'demo';

export interface Target {
  id: number;
  kind: TargetKind;
  page: SearchPage;
  /** "Page", "Page - Heading", or the demo's title */
  title: string;
  link: string;
  /** the paragraphs (or the demo's description) a snippet is taken from */
  paragraphs: string[];
}

interface IndexedFields {
  id: number;
  pageTitle: string;
  /** on a page: the first API property its intro names, the one the page is about */
  lead: string;
  /** on a page: the API properties its intro and demos show (each mention counts) */
  shows: string;
  heading: string;
  demo: string;
  props: string;
  text: string;
}

/**
 * Field weights, in the order the visitor means: page title, the properties a page is about and
 * shows, section heading, demo title and description, an API row's property name, body text.
 */
export const BOOST = {
  pageTitle: 10,
  lead: 8,
  shows: 5,
  heading: 5,
  demo: 4,
  props: 3,
  text: 1,
} as const;

/**
 * A page whose title (or address) words all lie inside a searched word ("Jumper" in
 * showQuickJumper, "Item Render" in itemRender) is the page about it: its score is multiplied
 * by this.
 */
export const TITLE_IN_WORD_BOOST = 1.5;

/**
 * The locale's home page is an overview: its list of links and its overview demo mention every
 * page and property, and must not outrank the pages they lead to.
 */
export const OVERVIEW_BOOST = 0.5;
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];

/** In an API table row ("showSizeChanger · boolean · - · …") the first cell is the property. */
function propsOf(paragraphs: readonly string[]): { props: string[]; rest: string[] } {
  const props: string[] = [];
  const rest: string[] = [];
  for (const paragraph of paragraphs) {
    const cut = paragraph.indexOf(PART_SEPARATOR);
    if (cut > 0 && /^[\w.]+$/.test(paragraph.slice(0, cut))) {
      props.push(paragraph.slice(0, cut));
      rest.push(paragraph.slice(cut + PART_SEPARATOR.length));
    } else rest.push(paragraph);
  }
  return { props, rest };
}

/** Each mention of a known property name in the texts, in order. */
function mentionsOf(texts: readonly string[], known: ReadonlySet<string>): string[] {
  return texts
    .flatMap((text) => [...text.matchAll(/[A-Za-z_][\w.]*/g)].map(([word]) => word))
    .filter((word) => known.has(word));
}

/** Whether every Latin word of a title lies inside a longer searched word. */
export function titleInWord(title: string, term: string): boolean {
  const words = title.toLowerCase().match(/[a-z]{3,}/g);
  if (!words || words.join('').length >= term.length) return false;
  return words.every((word) => term.includes(word));
}

/** Whether a page is the home page, the overview, of its language (`/`, `/zh-CN/`). */
export function isOverview(page: SearchPage): boolean {
  return /^\/([a-z]{2}-[A-Z]{2}\/?)?$/.test(page.link);
}

/** The targets of the pages of one language, each page first, then its sections and demos. */
export function targetsOf(pages: readonly SearchPage[]): {
  targets: Target[];
  fields: IndexedFields[];
} {
  const known = new Set(
    pages.flatMap((page) => page.sections.flatMap((section) => propsOf(section.paragraphs).props)),
  );
  const targets: Target[] = [];
  const fields: IndexedFields[] = [];
  const seen = new Set<string>();
  const add = (target: Omit<Target, 'id'>, indexed: Omit<IndexedFields, 'id'>) => {
    if (seen.has(target.link)) return;
    seen.add(target.link);
    const id = targets.length;
    targets.push({ ...target, id });
    fields.push({ ...indexed, id });
  };
  for (const page of pages) {
    // a section at the page's own link (the intro, the first-level heading) belongs to the page
    const own = page.sections.filter((section) => section.link === page.link);
    const intro = own.flatMap((section) => section.paragraphs);
    // the page's own first-level heading ("Questions and troubleshooting") names it too
    const names = [...new Set([page.title, ...own.map((section) => section.heading)])];
    const demoTexts = page.demos.flatMap((demo) => [demo.title, demo.description]);
    add(
      { kind: 'page', page, title: page.title, link: page.link, paragraphs: intro },
      {
        pageTitle: names.join('\n'),
        lead: mentionsOf(intro.slice(0, 1), known)[0] ?? '',
        shows: mentionsOf([...intro, ...demoTexts], known).join(' '),
        heading: '',
        demo: '',
        props: '',
        text: intro.join('\n'),
      },
    );
    for (const section of page.sections) {
      if (section.link === page.link) continue;
      const { props, rest } = propsOf(section.paragraphs);
      add(
        {
          kind: 'section',
          page,
          title: section.title,
          link: section.link,
          paragraphs: section.paragraphs,
        },
        {
          pageTitle: '',
          lead: '',
          shows: '',
          heading: section.heading,
          demo: '',
          props: props.join(' '),
          text: rest.join('\n'),
        },
      );
    }
    for (const demo of page.demos) {
      add(
        { kind: 'demo', page, title: demo.title, link: demo.link, paragraphs: [demo.description] },
        {
          pageTitle: '',
          lead: '',
          shows: '',
          heading: '',
          demo: `${demo.title}\n${demo.description}`,
          props: '',
          text: '',
        },
      );
    }
  }
  return { targets, fields };
}

export interface SearchEngine {
  targets: Target[];
  search: (input: string) => (SearchResult & { target: Target })[];
}

/** Builds the in-browser index of one language's pages. */
export function createSearchEngine(pages: readonly SearchPage[]): SearchEngine {
  const { targets, fields } = targetsOf(pages);
  const miniSearch = new MiniSearch<IndexedFields>({
    fields: FIELDS,
    // property names are looked for whole: "size" is not a property the Jumper page shows
    tokenize: (text, field) =>
      field === 'shows' || field === 'lead' ? tokenizeQuery(text) : tokenize(text),
    processTerm,
    searchOptions: {
      boost: { ...BOOST },
      prefix: true,
      fuzzy: fuzzyFor,
      tokenize: tokenizeQuery,
      boostDocument: (id, term) => {
        const target = targets[id as number];
        if (isOverview(target.page)) return OVERVIEW_BOOST;
        if (target.kind !== 'page') return 1;
        // the address names a page in every language (/zh-CN/demo/jumper)
        const slug = target.page.link.split('/').pop() ?? '';
        const named = titleInWord(target.page.title, term) || titleInWord(slug, term);
        return named ? TITLE_IN_WORD_BOOST : 1;
      },
    },
  });
  miniSearch.addAll(fields);
  const search = (input: string) => {
    // targets holding every word come before those holding only some
    const all = miniSearch.search(input, { combineWith: 'AND' });
    const found = new Set(all.map((result) => result.id));
    const some = miniSearch.search(input).filter((result) => !found.has(result.id));
    return [...all, ...some].map((result) => ({ ...result, target: targets[result.id as number] }));
  };
  return { targets, search };
}
