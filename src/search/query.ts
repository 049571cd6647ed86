import { highlight, type Highlighted } from './highlight';
import { anyWordTest, parseKeywords } from './keywords';
import type { SearchGroup, SearchHint, SearchHintType, SearchPage } from './types';

/** What one matched keyword adds to a hint's priority, by where it was found. */
export const WEIGHT = { pageTitle: 100, title: 10, text: 1 } as const;
/** Groups are listed by navigation order; the factor keeps room for finer ordering inside. */
export const GROUP_ORDER_FACTOR = 1000;

/** Each keyword found counts once, with the weight of the best place it was found in. */
function priorityOf(parts: [Highlighted, number][]): number {
  const best = new Map<string, number>();
  for (const [{ matched }, weight] of parts) {
    for (const word of matched) best.set(word, Math.max(best.get(word) ?? 0, weight));
  }
  let total = 0;
  for (const weight of best.values()) total += weight;
  return total;
}

function hint(
  type: SearchHintType,
  link: string,
  pageTitle: string,
  title: [Highlighted, number],
  text: Highlighted,
): SearchHint {
  return {
    type,
    link,
    pageTitle,
    priority: priorityOf([title, [text, WEIGHT.text]]),
    titleChunks: title[0].chunks,
    textChunks: text.chunks,
  };
}

/** The hints of one page, in page order (sections, demos, then the page itself). */
function pageHints(page: SearchPage, words: string[], matches: (text: string) => boolean) {
  const hints: SearchHint[] = [];
  const pageTitleHit = matches(page.title);
  for (const section of page.sections) {
    const paragraph = section.paragraphs.find(matches);
    if (paragraph !== undefined) {
      const title: [Highlighted, number] = [highlight(section.title, words), WEIGHT.title];
      hints.push(hint('content', section.link, page.title, title, highlight(paragraph, words)));
    } else if (section.heading && !pageTitleHit && matches(section.heading)) {
      const title: [Highlighted, number] = [highlight(section.title, words), WEIGHT.title];
      const text = highlight(section.paragraphs[0] ?? '', words);
      hints.push(hint('title', section.link, page.title, title, text));
    }
  }
  for (const demo of page.demos) {
    if (matches(demo.title) || matches(demo.description)) {
      const title: [Highlighted, number] = [highlight(demo.title, words), WEIGHT.title];
      hints.push(hint('demo', demo.link, page.title, title, highlight(demo.description, words)));
    }
  }
  if (pageTitleHit) {
    const title: [Highlighted, number] = [highlight(page.title, words), WEIGHT.pageTitle];
    const text = highlight(page.sections[0]?.paragraphs[0] ?? '', words);
    hints.push(hint('page', page.link, page.title, title, text));
  }
  return hints;
}

/**
 * Searches the pages of one language. A page matches when any keyword occurs in it, ignoring
 * case, with every character taken literally. Hints are grouped by navigation title, groups
 * follow the navigation order, and hints inside a group go by priority (ties keep page order).
 */
export function searchPages(pages: readonly SearchPage[], input: string): SearchGroup[] {
  const words = parseKeywords(input);
  if (!words.length) return [];
  const matches = anyWordTest(words);
  const groups = new Map<string, SearchGroup>();
  for (const page of pages) {
    const hints = pageHints(page, words, matches);
    if (!hints.length) continue;
    const key = page.navTitle ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { title: page.navTitle, order: page.navOrder * GROUP_ORDER_FACTOR, hints: [] };
      groups.set(key, group);
    }
    group.hints.push(...hints);
  }
  const result = [...groups.values()];
  for (const group of result) group.hints.sort((a, b) => b.priority - a.priority);
  return result.sort((a, b) => a.order - b.order);
}
