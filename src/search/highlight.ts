import type { HighlightChunk } from './types';
import { escapeRegExp } from './keywords';

/** A leading unmatched chunk longer than this is cut to its last characters. */
export const LEADING_CONTEXT_LENGTH = 20;
export const ELLIPSIS = '…';

const HAN = /\p{Script=Han}/u;
const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** After a non-word character, at a camel-case hump, or anywhere in Chinese. */
export function startsWord(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text[at - 1];
  const here = text[at];
  if (HAN.test(here) || !WORD_CHAR.test(here) || !WORD_CHAR.test(before)) return true;
  return /\p{Ll}/u.test(before) && /\p{Lu}/u.test(here);
}

function rangesOf(text: string, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  if (!words.length) return ranges;
  const longestFirst = [...words].sort((a, b) => b.length - a.length);
  const sticky = new RegExp(longestFirst.map(escapeRegExp).join('|'), 'iy');
  for (let at = 0; at < text.length; at += 1) {
    if (!startsWord(text, at)) continue;
    sticky.lastIndex = at;
    const match = sticky.exec(text);
    if (!match || !match[0]) continue;
    const end = at + match[0].length;
    const last = ranges[ranges.length - 1];
    if (last && at <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([at, end]);
  }
  return ranges;
}

export function holdsWord(text: string, words: readonly string[]): boolean {
  return rangesOf(text, words).length > 0;
}

/**
 * Marks words where they start a word of the text ("page" in "pages", never "how" in "show"); a long
 * unmatched start keeps its last 20 characters behind an ellipsis.
 */
export function highlight(text: string, words: readonly string[]): HighlightChunk[] {
  const ranges = rangesOf(text, words);
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
  return chunks;
}
