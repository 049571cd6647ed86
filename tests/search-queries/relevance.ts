import { createSearchEngine } from '../../src/search/engine';
import { readSearchIndex } from '../../src/search/indexFile';
import { searchPages } from '../../src/search/query';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A query of the relevance suite and the target a visitor typing it means. */
export interface RelevanceQuery {
  locale: string;
  query: string;
  first: string;
}

const read = (name: string): RelevanceQuery[] =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'tests/search-queries', name), 'utf8'));

/** Page titles, section names, property names, Chinese part words, a typo; then the guides. */
export const QUERIES: RelevanceQuery[] = [...read('pages.json'), ...read('questions.json')];

/**
 * Whether a hit lands where the query means: on that exact target, or, when the expected
 * target is a whole page (no `#anchor`), anywhere on that page.
 */
export function hits(link: string, first: string): boolean {
  if (link === first) return true;
  return !first.includes('#') && link.split('#')[0] === first;
}

/** The hint links a query gets from an index file, in the order the search box lists them. */
export function linksFor(indexFile: unknown, locale: string, query: string): string[] {
  const engine = createSearchEngine(readSearchIndex(indexFile, locale));
  return searchPages(engine, query).flatMap((group) => group.hints.map((hint) => hint.link));
}

/** 1-based rank of the first hit that lands where the query means; 0 when none does. */
export function rankOf(links: readonly string[], first: string): number {
  return links.findIndex((link) => hits(link, first)) + 1;
}

/** Top-1 rate and mean reciprocal rank over the ranks of a suite. */
export function summary(ranks: readonly number[]) {
  const top1 = ranks.filter((rank) => rank === 1).length / ranks.length;
  const mrr = ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
  return { top1, mrr };
}
