/** A word as a literal pattern: `a+b?` looks for "a+b?", not for a regular expression. */
export function escapeRegExp(word: string): string {
  return word.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}
