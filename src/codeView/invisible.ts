/**
 * Characters that draw nothing, or nothing like what they do, and so change what code means or
 * how it reads: every format character (Unicode's Cf: the bidirectional controls U+202A–U+202E,
 * U+2066–U+2069 and U+061C, the zero-width ones U+200B–U+200F, U+2060–U+2064, U+FEFF, the soft
 * hyphen, tags), the line and paragraph separators U+2028 and U+2029 (each ends a `//` comment
 * in JavaScript, yet draws as no new line), and the default-ignorable letters and marks that
 * identifiers may hold (Hangul fillers, variation selectors, U+034F, U+17B4–U+17B5). With them,
 * code shown for review can read otherwise than it runs ("Trojan Source", CVE-2021-42574). The
 * code view and the editor show each as a visible mark, as code hosts and editors do, and a
 * shared link carrying them says so. Pure.
 */

const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** An invisible character's name as code hosts write it: `U+202E`. */
export const invisibleName = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Whether `text` holds any invisible character. */
export const hasInvisible = (text: string) => INVISIBLE.test(text);

/** `text` cut at each invisible character: plain runs as strings, each invisible one by its name. */
export function splitInvisible(text: string): (string | { invisible: string })[] {
  if (!hasInvisible(text)) return [text];
  const parts: (string | { invisible: string })[] = [];
  let from = 0;
  for (const found of text.matchAll(INVISIBLE_ALL)) {
    if (found.index > from) parts.push(text.slice(from, found.index));
    parts.push({ invisible: invisibleName(found[0]) });
    from = found.index + found[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** What a text's invisible characters are: every distinct name, and the first lines that hold one. */
export interface InvisibleSummary {
  names: string[];
  lines: number[];
}

/** The invisible characters of `code`: all their names, and the first `lineLimit` lines holding one. */
export function summarizeInvisible(code: string, lineLimit = 20): InvisibleSummary {
  const names = new Set<string>();
  const lines = new Set<number>();
  let line = 1;
  let counted = 0;
  for (const found of code.matchAll(INVISIBLE_ALL)) {
    for (; counted < found.index; counted += 1) if (code.charCodeAt(counted) === 10) line += 1;
    names.add(invisibleName(found[0]));
    if (lines.size < lineLimit) lines.add(line);
  }
  return { names: [...names], lines: [...lines] };
}
