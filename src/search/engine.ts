import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { PART_SEPARATOR } from './documents';
import { fuzzyFor, prefixFor, processTerm, splitCompound, tokenize, tokenizeQuery } from './tokenize';
import type { SearchPage } from './types';
import { NO_WORDS, queryReader, type QueryPart } from './understand';
import type { LanguageWords } from './words';

/** MiniSearch over one document per target (page, section, demo), so a target is found once at most. */

export type TargetKind = 'page' | 'section' | 'demo';

export interface Target {
  id: number;
  kind: TargetKind;
  page: SearchPage;
  title: string;
  link: string;
  paragraphs: string[];
}

interface IndexedFields {
  id: number;
  pageTitle: string;
  /** on a page: the API property its intro names first */
  lead: string;
  /** on a page: the properties its intro and demos show */
  shows: string;
  heading: string;
  demo: string;
  props: string;
  text: string;
  /** on the Questions page: a section's short answer */
  answer: string;
}

/** Field weights, in the order the visitor means. */
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

/** For a question, headings (which ask it) and short answers weigh more. */
const QUESTION_FIELD_BOOST = { heading: 8, answer: 6 } as const;

const ANSWER_SENTENCES = 2;

/** A page whose title words lie inside a searched word ("Jumper" in showQuickJumper) is the page about it. */
export const TITLE_IN_WORD_BOOST = 1.5;

/** The home page mentions every page and property; it must not outrank the pages it leads to. */
export const OVERVIEW_BOOST = 0.5;

/** A question or symptom ("how", "not working", 怎么, 不显示) is answered on the Questions page. */
const QUESTION_BOOST = 2;

/** The names a saying stands for (SYNONYMS). */
const NAME_WEIGHT = 0.5;

/** The words a typed word joins ("go" and "button" in goButton). */
const JOINED_WEIGHT = 0.5;
const FIELDS = Object.keys(BOOST) as (keyof typeof BOOST)[];
const EMPTY_FIELDS = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Omit<IndexedFields, 'id'>;

/** An API table row's first cell is the property. */
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

function mentionsOf(texts: readonly string[], known: ReadonlySet<string>): string[] {
  return texts
    .flatMap((text) => [...text.matchAll(/[A-Za-z_][\w.]*/g)].map(([word]) => word))
    .filter((word) => known.has(word));
}

export function titleInWord(title: string, term: string): boolean {
  const words = title.toLowerCase().match(/[a-z]{3,}/g);
  if (!words || words.join('').length >= term.length) return false;
  return words.every((word) => term.includes(word));
}

/** The first sentences of a Questions section's first paragraph; the rest counts as body text. */
function shortAnswer(paragraph: string): [answer: string, more: string] {
  const cut = paragraph.split(/(?<=[。！？]|[.!?](?=\s))/, ANSWER_SENTENCES).join('').length;
  return [paragraph.slice(0, cut), paragraph.slice(cut)];
}

function isQuestions(page: SearchPage): boolean {
  return /(^|\/)questions$/.test(page.link);
}

export function isOverview(page: SearchPage): boolean {
  return /^\/([a-z]{2}-[A-Z]{2}\/?)?$/.test(page.link);
}

/** The targets of one language's pages, each page first, then its sections and demos. */
export function targetsOf(pages: readonly SearchPage[]): {
  targets: Target[];
  fields: IndexedFields[];
} {
  const known = new Set(pages.flatMap((page) => page.sections.flatMap((section) => propsOf(section.paragraphs).props)));
  const targets: Target[] = [];
  const fields: IndexedFields[] = [];
  const seen = new Set<string>();
  // every field is indexed, empty ones too, so MiniSearch's average field lengths count every target
  const add = (target: Omit<Target, 'id'>, indexed: Partial<Omit<IndexedFields, 'id'>>) => {
    if (seen.has(target.link)) return;
    seen.add(target.link);
    const id = targets.length;
    targets.push({ ...target, id });
    fields.push({ ...EMPTY_FIELDS, ...indexed, id });
  };
  for (const page of pages) {
    // a section at the page's own link belongs to the page
    const own = page.sections.filter((section) => section.link === page.link);
    const intro = own.flatMap((section) => section.paragraphs);
    const names = [...new Set([page.title, ...own.map((section) => section.heading)])];
    const demoTexts = page.demos.flatMap((demo) => [demo.title, demo.description]);
    add(
      { kind: 'page', page, title: page.title, link: page.link, paragraphs: intro },
      {
        pageTitle: names.join('\n'),
        lead: mentionsOf(intro.slice(0, 1), known)[0] ?? '',
        shows: mentionsOf([...intro, ...demoTexts], known).join(' '),
        text: intro.join('\n'),
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
        { heading: section.heading, props: props.join(' '), text: rest.join('\n'), answer },
      );
    }
    for (const demo of page.demos) {
      add(
        { kind: 'demo', page, title: demo.title, link: demo.link, paragraphs: [demo.description] },
        { demo: `${demo.title}\n${demo.description}` },
      );
    }
  }
  return { targets, fields };
}

export interface SearchEngine {
  targets: Target[];
  search: (input: string) => (SearchResult & { target: Target })[];
}

/** The words of a part as typed, and for an unknown word or in a question, the words it joins ("goButton"). */
function wordsOfPart(part: QueryPart, known: (term: string) => boolean, question: boolean) {
  const typed = tokenizeQuery(part.text);
  if (typed.length !== 1 || (!question && known(processTerm(typed[0])))) {
    return { typed, joined: [] };
  }
  const joined = tokenize(part.text).slice(typed.length);
  return { typed, joined: joined.length ? joined : (splitCompound(typed[0], known) ?? []) };
}

function termsOf(part: QueryPart, known: (term: string) => boolean, question: boolean): string[] {
  const { typed, joined } = wordsOfPart(part, known, question);
  return [...typed, ...joined, ...tokenizeQuery(part.names.join(' '))].map(processTerm);
}

/** One part of an understood query: the words typed, the words a typed word joins, the names a saying stands for. */
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
    // whole words: the half-typed "pageS" would look up every word in s…
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

export function createSearchEngine(pages: readonly SearchPage[], words: LanguageWords = NO_WORDS): SearchEngine {
  const understand = queryReader(words);
  const { targets, fields } = targetsOf(pages);
  const boostDocument = (id: number, term: string, question: boolean) => {
    const target = targets[id];
    if (isOverview(target.page)) return OVERVIEW_BOOST;
    if (question && isQuestions(target.page)) return QUESTION_BOOST;
    if (target.kind !== 'page') return 1;
    // the address names a page in every language
    const slug = target.page.link.split('/').pop() ?? '';
    const named = titleInWord(target.page.title, term) || titleInWord(slug, term);
    return named ? TITLE_IN_WORD_BOOST : 1;
  };
  const vocabulary = new Set<string>();
  const indexed = (terms: string[]) => {
    for (const term of terms) vocabulary.add(processTerm(term));
    return terms;
  };
  const miniSearch = new MiniSearch<IndexedFields>({
    fields: FIELDS,
    // property names are looked for whole: "size" is not a property the Jumper page shows
    tokenize: (text, field) => indexed(field === 'shows' || field === 'lead' ? tokenizeQuery(text) : tokenize(text)),
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
    // MiniSearch multiplies by terms matched, so a Chinese word (three pairs) would count several times
    const partsOf = new Map<string, Set<number>>();
    parts.forEach((part, index) => {
      for (const term of termsOf(part, known, question)) {
        partsOf.set(term, (partsOf.get(term) ?? new Set()).add(index));
      }
    });
    const rescored = (results: SearchResult[]) =>
      results
        .map((result) => {
          const matched = new Set(result.queryTerms.flatMap((term) => [...(partsOf.get(term) ?? [])]));
          return { ...result, score: (result.score / result.queryTerms.length) * matched.size };
        })
        .sort((a, b) => b.score - a.score);
    // targets holding every part first; a question, a task or a longer query goes by score alone
    if (question || task || parts.length > 2) {
      return rescored(miniSearch.search(query('OR'), options)).map((result) => ({
        ...result,
        target: targets[result.id as number],
      }));
    }
    const all = rescored(miniSearch.search(query('AND'), options));
    const found = new Set(all.map((result) => result.id));
    const some = rescored(miniSearch.search(query('OR'), options).filter((result) => !found.has(result.id)));
    return [...all, ...some].map((result) => ({ ...result, target: targets[result.id as number] }));
  };
  return { targets, search };
}
