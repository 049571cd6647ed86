/**
 * Terms, the same for index and query: Latin words lower-cased, a compound (`showSizeChanger`) also
 * giving its parts; a Han run its overlapping pairs (每页条数: 每页, 页条, 条数), so no dictionary is needed.
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

/** Prefixes match as you type, but not a lone Chinese character's: 用 is in too many words. */
export function prefixFor(term: string): boolean {
  return !/^\p{Script=Han}$/u.test(term);
}

/** One typo allowed from 5 letters on: shorter words would match too much. */
export function fuzzyFor(term: string): number | false {
  return [...term].length >= 5 ? 1 : false;
}

/** A typed word that joins indexed words ("itemsperpage") cut into them, fewest parts first, each ≥ 3 letters. */
export function splitCompound(word: string, known: (term: string) => boolean): string[] | null {
  const term = processTerm(word);
  if (!/^[a-z]{6,}$/.test(term) || known(term)) return null;
  // best[i]: the fewest known parts that make up term.slice(0, i)
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= term.length; end += 1) {
    best[end] = null;
    for (let start = Math.max(0, end - 40); start <= end - 3; start += 1) {
      const before = best[start];
      const part = term.slice(start, end);
      if (before && known(part) && (!best[end] || before.length + 1 < best[end]!.length)) {
        best[end] = [...before, part];
      }
    }
  }
  const parts = best[term.length];
  return parts && parts.length > 1 ? parts : null;
}
