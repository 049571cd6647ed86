/** The words of a search input: trimmed, split on white space, each kept once (case-insensitively). */
export function parseKeywords(input: string): string[] {
  const seen = new Set<string>();
  return input
    .trim()
    .split(/\s+/)
    .filter((word) => {
      const key = word.toLowerCase();
      if (!word || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A word as a literal pattern: `a+b?` looks for "a+b?", not for a regular expression. */
export function escapeRegExp(word: string): string {
  return word.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

/**
 * Matches any of the words anywhere, ignoring case; null when there is no word. Longer words
 * come first so that "pagination" is not cut short by a search for "pag pagination".
 */
export function anyWordPattern(words: readonly string[], flags = 'gi'): RegExp | null {
  if (!words.length) return null;
  const longestFirst = [...words].sort((a, b) => b.length - a.length);
  return new RegExp(longestFirst.map(escapeRegExp).join('|'), flags);
}

/** A test for "contains at least one of the words, ignoring case"; never true without words. */
export function anyWordTest(words: readonly string[]): (text: string) => boolean {
  const pattern = anyWordPattern(words, 'i');
  return (text) => (pattern ? pattern.test(text) : false);
}
