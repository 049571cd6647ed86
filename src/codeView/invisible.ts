/**
 * Characters that draw nothing but change what code means or how it reads: zero-width ones
 * (U+200B–U+200F, U+2060–U+2064, U+FEFF) and the bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069), with which code shown for review can read otherwise than it runs ("Trojan
 * Source", CVE-2021-42574). The code view and the editor show each as a visible mark, as code
 * hosts and editors do, and a shared link carrying them says so. Pure.
 */

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'g');

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

/** Where an invisible character stands: 1-based line and column, and its name. */
export interface InvisibleAt {
  line: number;
  column: number;
  name: string;
}

/** The invisible characters of `code`, the first `limit` of them, in order. */
export function findInvisible(code: string, limit = 20): InvisibleAt[] {
  const found: InvisibleAt[] = [];
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < code.length && found.length < limit; index += 1) {
    const char = code[index];
    if (char === '\n') {
      line += 1;
      lineStart = index + 1;
    } else if (INVISIBLE.test(char)) found.push({ line, column: index - lineStart + 1, name: invisibleName(char) });
  }
  return found;
}
