/**
 * Characters that draw nothing or nothing like what they do (format characters, U+2028/9, default-ignorable
 * letters): code could read otherwise than it runs ("Trojan Source", CVE-2021-42574). Shown as marks. Pure.
 */

const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
export const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** As code hosts write it: `U+202E`. */
export const invisibleName = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const hasInvisible = (text: string) => INVISIBLE.test(text);

/** Plain runs as strings, each invisible one by its name. */
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
