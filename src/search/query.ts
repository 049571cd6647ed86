import type { SearchEngine, Target } from './engine';
import { highlight, holdsWord } from './highlight';
import type { SearchGroup, SearchHint, SearchHintType } from './types';

/** Past this many, hits only push the good ones out of view. */
export const MAX_HINTS = 30;

function hintOf(target: Target, words: string[], score: number): SearchHint {
  const matches = (text: string) => holdsWord(text, words);
  const paragraph = target.paragraphs.find(matches);
  let type: SearchHintType;
  if (target.kind === 'demo') type = 'demo';
  else if (target.kind === 'page' && matches(target.page.title)) type = 'page';
  else if (target.kind === 'section' && paragraph === undefined) type = 'title';
  else type = 'content';
  return {
    type,
    link: target.link,
    pageTitle: target.page.title,
    priority: score,
    titleChunks: highlight(target.title, words),
    textChunks: highlight(paragraph ?? target.paragraphs[0] ?? '', words),
  };
}

/** Searches one language's index; hits are grouped by navigation title, groups by their best hit. */
export function searchPages(engine: SearchEngine, input: string): SearchGroup[] {
  // a repeated word may be part of a saying ("how to jump to a page")
  const typed = input.trim().split(/\s+/).join(' ');
  if (!typed) return [];
  const results = engine.search(typed).slice(0, MAX_HINTS);
  const groups = new Map<string, SearchGroup & { best: number }>();
  results.forEach(({ target, terms, queryTerms }, rank) => {
    const score = results.length - rank;
    // the words looked for and the words they matched (a prefix's word, a typo's fix)
    const words = [...new Set([...queryTerms, ...terms])];
    const key = target.page.navTitle ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { title: target.page.navTitle, order: target.page.navOrder, hints: [], best: score };
      groups.set(key, group);
    }
    group.hints.push(hintOf(target, words, score));
  });
  return [...groups.values()]
    .sort((a, b) => b.best - a.best || a.order - b.order)
    .map(({ best: _best, ...group }) => group);
}
