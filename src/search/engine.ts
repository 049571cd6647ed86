import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { PART_SEPARATOR } from './documents';
import {
  fuzzyFor,
  prefixFor,
  processTerm,
  splitCompound,
  tokenize,
  tokenizeQuery,
} from './tokenize';
import type { SearchPage } from './types';
import { NO_WORDS, queryReader, type QueryPart } from './understand';
import type { LanguageWords } from './words';

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
  /** on the Questions page: a section's first paragraph, the short answer */
  answer: string;
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
  answer: 1,
} as const;

/**
 * For a question or a symptom, headings weigh more (a Questions heading asks the question) and
 * so does a Questions section's first paragraph, which answers it.
 */
const QUESTION_FIELD_BOOST = { heading: 8, answer: 6 } as const;

/** How many sentences of a Questions section's first paragraph make its short answer. */
const ANSWER_SENTENCES = 2;

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

/**
 * A query that reads as a question or a symptom ("how", "not working", 怎么, 不显示) is
 * answered on the Questions page: its targets count this many times.
 */
const QUESTION_BOOST = 2;

/** The names a saying stands for (SYNONYMS) count this much of the words typed. */
const NAME_WEIGHT = 0.5;

/** The words a typed word joins ("go" and "button" in goButton) count this much of it. */
const JOINED_WEIGHT = 0.5;
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

/**
 * A Questions section's short answer: the first sentences of its first paragraph (the rest of
 * it, often where a fix came from, counts as body text).
 */
function shortAnswer(paragraph: string): [answer: string, more: string] {
  const cut = paragraph.split(/(?<=[。！？]|[.!?](?=\s))/, ANSWER_SENTENCES).join('').length;
  return [paragraph.slice(0, cut), paragraph.slice(cut)];
}

/** Whether a page is the Questions page of its language (`/questions`, `/zh-CN/questions`). */
function isQuestions(page: SearchPage): boolean {
  return /(^|\/)questions$/.test(page.link);
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
        answer: '',
      },
    );
    for (const section of page.sections) {
      if (section.link === page.link) continue;
      const { props, rest } = propsOf(section.paragraphs);
      const [answer, more] = isQuestions(page) ? shortAnswer(rest.shift() ?? '') : ['', ''];
      if (more) rest.unshift(more);
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
          answer,
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
          answer: '',
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

/**
 * The words of a part as typed, and the words a typed word joins ("pagesizechanger",
 * "goButton"): for a word the index does not hold, or in a question, whose answer may say "size
 * changer" for showSizeChanger. A name alone is looked for whole, as the pages that hold it hold
 * its parts as well.
 */
function wordsOfPart(part: QueryPart, known: (term: string) => boolean, question: boolean) {
  const typed = tokenizeQuery(part.text);
  if (typed.length !== 1 || (!question && known(processTerm(typed[0])))) {
    return { typed, joined: [] };
  }
  const joined = tokenize(part.text).slice(typed.length);
  return { typed, joined: joined.length ? joined : (splitCompound(typed[0], known) ?? []) };
}

/** Every term a part looks for, as the index holds it. */
function termsOf(part: QueryPart, known: (term: string) => boolean, question: boolean): string[] {
  const { typed, joined } = wordsOfPart(part, known, question);
  return [...typed, ...joined, ...tokenizeQuery(part.names.join(' '))].map(processTerm);
}

/**
 * One part of an understood query as MiniSearch's query: the words typed, or the words a typed
 * word joins ("pagesizechanger", "goButton": a lower weight, the name itself may be indexed), or
 * the names a saying stands for (a lower weight too).
 */
function partQuery(
  part: QueryPart,
  combineWith: 'AND' | 'OR',
  known: (term: string) => boolean,
  question: boolean,
): Query {
  const { typed, joined } = wordsOfPart(part, known, question);
  const queries: Query[] = [];
  if (typed.length) queries.push({ combineWith, queries: [typed.join(' ')] });
  if (joined.length) {
    // whole words ("page" and "S" of a half-typed "pageS" would look up every word in s…)
    queries.push({
      combineWith: 'AND',
      queries: [joined.join(' ')],
      prefix: false,
      fuzzy: false,
      boostTerm: () => JOINED_WEIGHT,
    });
  }
  if (part.names.length) {
    queries.push({
      combineWith: 'OR',
      queries: [part.names.join(' ')],
      prefix: false,
      fuzzy: false,
      boostTerm: () => NAME_WEIGHT,
    });
  }
  return queries.length === 1 ? queries[0] : { combineWith: 'OR', queries };
}

/** Builds the in-browser index of one language's pages, searched with the language's words. */
export function createSearchEngine(
  pages: readonly SearchPage[],
  words: LanguageWords = NO_WORDS,
): SearchEngine {
  const understand = queryReader(words);
  const { targets, fields } = targetsOf(pages);
  const boostDocument = (id: number, term: string, question: boolean) => {
    const target = targets[id];
    if (isOverview(target.page)) return OVERVIEW_BOOST;
    if (question && isQuestions(target.page)) return QUESTION_BOOST;
    if (target.kind !== 'page') return 1;
    // the address names a page in every language (/zh-CN/demo/jumper)
    const slug = target.page.link.split('/').pop() ?? '';
    const named = titleInWord(target.page.title, term) || titleInWord(slug, term);
    return named ? TITLE_IN_WORD_BOOST : 1;
  };
  // every term of the index, for splitting a typed word that joins two of them
  const vocabulary = new Set<string>();
  const indexed = (terms: string[]) => {
    for (const term of terms) vocabulary.add(processTerm(term));
    return terms;
  };
  const miniSearch = new MiniSearch<IndexedFields>({
    fields: FIELDS,
    // property names are looked for whole: "size" is not a property the Jumper page shows
    tokenize: (text, field) =>
      indexed(field === 'shows' || field === 'lead' ? tokenizeQuery(text) : tokenize(text)),
    processTerm,
    searchOptions: {
      boost: { ...BOOST },
      prefix: prefixFor,
      fuzzy: fuzzyFor,
      tokenize: tokenizeQuery,
    },
  });
  miniSearch.addAll(fields);
  const known = (term: string) => vocabulary.has(term);
  const search = (input: string) => {
    const { question, task, parts } = understand(input);
    const options: SearchOptions = {
      boostDocument: (id, term) => boostDocument(id as number, term, question),
      boost: question ? { ...BOOST, ...QUESTION_FIELD_BOOST } : { ...BOOST },
    };
    const query = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith,
      queries: parts.map((part) => partQuery(part, combineWith, known, question)),
    });
    // MiniSearch multiplies a score by the number of query terms matched, so a Chinese word
    // (three pairs) or a saying's names would count several times: count the parts instead
    const partsOf = new Map<string, Set<number>>();
    parts.forEach((part, index) => {
      for (const term of termsOf(part, known, question)) {
        partsOf.set(term, (partsOf.get(term) ?? new Set()).add(index));
      }
    });
    const rescored = (results: SearchResult[]) =>
      results
        .map((result) => {
          const matched = new Set(
            result.queryTerms.flatMap((term) => [...(partsOf.get(term) ?? [])]),
          );
          return { ...result, score: (result.score / result.queryTerms.length) * matched.size };
        })
        .sort((a, b) => b.score - a.score);
    // targets holding every part come before those holding only some; a question, a task or a
    // longer query is a sentence, whose every word the home page's API table holds: its hits go
    // by score alone
    if (question || task || parts.length > 2) {
      return rescored(miniSearch.search(query('OR'), options)).map((result) => ({
        ...result,
        target: targets[result.id as number],
      }));
    }
    const all = rescored(miniSearch.search(query('AND'), options));
    const found = new Set(all.map((result) => result.id));
    const some = rescored(
      miniSearch.search(query('OR'), options).filter((result) => !found.has(result.id)),
    );
    return [...all, ...some].map((result) => ({ ...result, target: targets[result.id as number] }));
  };
  return { targets, search };
}
