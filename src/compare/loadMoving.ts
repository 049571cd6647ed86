/*
 * The "Moving from X to Y" code (./movingEntries.ts and what it imports: moving, markup, the texts
 * of both languages) in a chunk of its own: the Versions page needs it only for a pair the
 * visitor picks, as its own pair's list is in the page.
 */

/** movingEntries and languageOf, loaded on demand. */
export const loadMovingEntries = () => import('./movingEntries');
