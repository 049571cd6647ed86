import { createSearchEngine } from '../../src/search/engine';
import { readSearchIndex, readSearchWords } from '../../src/search/indexFile';
import { searchPages } from '../../src/search/query';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A query of the relevance suite and the target a visitor typing it means. */
export interface RelevanceQuery {
  locale: string;
  query: string;
  first: string;
}

/**
 * A query of the visitors' set (visitors.json): what someone typed, the targets that answer it
 * (any of them counts) and where the phrasing comes from.
 */
export interface VisitorQuery {
  locale: string;
  query: string;
  targets: string[];
  source: string;
}

const DIR = path.join(process.cwd(), 'tests/search-queries');
const read = <T>(name: string): T[] => JSON.parse(readFileSync(path.join(DIR, name), 'utf8'));

/** Page titles, section names, property names, Chinese part words, a typo; then the guides. */
export const QUERIES: RelevanceQuery[] = [
  ...read<RelevanceQuery>('pages.json'),
  ...read<RelevanceQuery>('questions.json'),
];

/** What visitors type: issue titles and first lines, Chinese ones, our own Chinese phrasings. */
export const VISITOR_QUERIES: VisitorQuery[] = read<VisitorQuery>('visitors.json');

/** Both sets as one shape: each query with the targets that count as a hit. */
export const SETS = {
  names: QUERIES.map(({ locale, query, first }) => ({ locale, query, targets: [first] })),
  visitors: VISITOR_QUERIES.map(({ locale, query, targets }) => ({ locale, query, targets })),
};

/**
 * The bars search must clear: the names set keeps every query first, the visitors' set has
 * top-1 ≥ 90 % and MRR ≥ 0.95.
 */
export const BARS = {
  names: { top1: 1, mrr: 1 },
  visitors: { top1: 0.9, mrr: 0.95 },
} as const;

/**
 * Whether a hit lands where the query means: on that exact target, or, when the expected
 * target is a whole page (no `#anchor`), anywhere on that page. An anchor in a target is the
 * start of the heading's id, so that a small edit to the end of a heading does not move it.
 */
export function hits(link: string, first: string): boolean {
  if (link === first) return true;
  const [page, anchor] = first.split('#');
  const [linkPage, linkAnchor] = link.split('#');
  if (linkPage !== page) return false;
  return anchor === undefined || (linkAnchor ?? '').startsWith(anchor);
}

const engines = new WeakMap<object, ReturnType<typeof createSearchEngine>>();

/** The engine of an index file, made once per file. */
function engineOf(indexFile: unknown, locale: string) {
  const key = indexFile as object;
  if (!engines.has(key)) {
    const pages = readSearchIndex(indexFile, locale);
    engines.set(key, createSearchEngine(pages, readSearchWords(indexFile, locale)));
  }
  return engines.get(key)!;
}

/** The hint links a query gets from an index file, in the order the search box lists them. */
export function linksFor(indexFile: unknown, locale: string, query: string): string[] {
  return searchPages(engineOf(indexFile, locale), query).flatMap((group) =>
    group.hints.map((hint) => hint.link),
  );
}

/** 1-based rank of the first hit that lands on one of the targets; 0 when none does. */
export function rankOf(links: readonly string[], targets: string | readonly string[]): number {
  const list = typeof targets === 'string' ? [targets] : targets;
  return links.findIndex((link) => list.some((target) => hits(link, target))) + 1;
}

/** Top-1 rate and mean reciprocal rank over the ranks of a suite. */
export function summary(ranks: readonly number[]) {
  const top1 = ranks.filter((rank) => rank === 1).length / ranks.length;
  const mrr = ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
  return { top1, mrr };
}

/** Each query of a set ranked against the index files of its languages (locale → file). */
export function rankSet(
  set: readonly { locale: string; query: string; targets: string[] }[],
  indexFiles: Record<string, unknown>,
) {
  return set.map(({ locale, query, targets }) => {
    const links = linksFor(indexFiles[locale], locale, query);
    return { locale, query, targets, rank: rankOf(links, targets), links };
  });
}

/** A readable line per query that is not first: rank, query, what came first. */
export function misses(ranked: ReturnType<typeof rankSet>): string {
  return ranked
    .filter(({ rank }) => rank !== 1)
    .map(
      ({ locale, query, rank, links, targets }) =>
        `${rank || '-'}\t${locale} "${query}" → ${targets.join(' | ')}; first: ${links.slice(0, 2).join('  ')}`,
    )
    .join('\n');
}

/** The index files the unit suite ranks against: a copy of a build's, see snapshot.mjs. */
export function snapshotIndexFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const locale of ['en-US', 'zh-CN']) {
    files[locale] = JSON.parse(
      readFileSync(path.join(DIR, 'index', `search-index.${locale}.json`), 'utf8'),
    );
  }
  return files;
}
