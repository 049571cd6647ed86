/**
 * How search cuts text into terms, the same for the index and the query.
 *
 * - Latin words: letters, digits and `_`, lower-cased. A compound word (`showSizeChanger`,
 *   `items_per_page`) is kept whole and also gives its parts, so "size changer" finds it.
 * - Chinese: a run of Han characters gives its overlapping two-character pairs (每页条数: 每页,
 *   页条, 条数), so part of a word finds the whole without a dictionary; a lone character stays
 *   a term of its own.
 */
const WORD = /[\p{L}\p{N}_]+/gu;
const HAN_OR_OTHER = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const HAN = /\p{Script=Han}/u;

function terms(text: string, compoundParts: boolean): string[] {
  const found: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    for (const [run] of word.matchAll(HAN_OR_OTHER)) {
      if (HAN.test(run)) {
        const chars = [...run];
        if (chars.length === 1) found.push(run);
        for (let i = 0; i + 1 < chars.length; i += 1) found.push(chars[i] + chars[i + 1]);
        continue;
      }
      const whole = run.replace(/^_+|_+$/g, '');
      if (!whole) continue;
      found.push(whole);
      // (no look-behind: Safari 15 has none)
      const parts = whole
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .split(/_+/)
        .filter(Boolean);
      if (compoundParts && parts.length > 1) found.push(...parts);
    }
  }
  return found;
}

/** The terms a text is indexed under. */
export function tokenize(text: string): string[] {
  return terms(text, true);
}

/** The terms of what was typed: a compound word is looked for whole (with its prefixes). */
export function tokenizeQuery(text: string): string[] {
  return terms(text, false);
}

export function processTerm(term: string): string {
  return term.toLowerCase();
}

/** One typo allowed from 5 letters on: shorter words would match too much. */
export function fuzzyFor(term: string): number | false {
  return [...term].length >= 5 ? 1 : false;
}
