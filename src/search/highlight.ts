import type { HighlightChunk } from './types';
import { anyWordPattern } from './keywords';

/** A leading unmatched chunk longer than this is cut to its last characters. */
export const LEADING_CONTEXT_LENGTH = 20;
export const ELLIPSIS = '…';

export interface Highlighted {
  chunks: HighlightChunk[];
  /** the keywords found in the text, lower-cased */
  matched: Set<string>;
}

/**
 * Splits a text into matched and unmatched chunks. When the text starts with a long unmatched
 * stretch, only its last 20 characters are kept behind an ellipsis, so the match stays in view.
 */
export function highlight(text: string, words: readonly string[]): Highlighted {
  const matched = new Set<string>();
  const pattern = anyWordPattern(words);
  const ranges: [number, number][] = [];
  if (pattern) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      matched.add(match[0].toLowerCase());
      const last = ranges[ranges.length - 1];
      if (last && start <= last[1]) last[1] = Math.max(last[1], end);
      else ranges.push([start, end]);
    }
  }
  const chunks: HighlightChunk[] = [];
  let position = 0;
  for (const [start, end] of ranges) {
    if (start > position) chunks.push({ text: text.slice(position, start) });
    chunks.push({ text: text.slice(start, end), highlighted: true });
    position = end;
  }
  if (position < text.length || !chunks.length) chunks.push({ text: text.slice(position) });
  const first = chunks[0];
  if (chunks.length > 1 && !first.highlighted && first.text.length > LEADING_CONTEXT_LENGTH) {
    chunks[0] = { text: `${ELLIPSIS}${first.text.slice(-LEADING_CONTEXT_LENGTH)}` };
  }
  return { chunks, matched };
}
