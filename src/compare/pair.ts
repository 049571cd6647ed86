/*
 * The two releases a "Moving from X to Y" compares, as the address keeps them (?from=&to=).
 * The address is a visitor's or a link's text: only known release ids are read, anything else
 * gives the default pair.
 */
import { RELEASE_IDS, type ReleaseId } from '../versions/releases';

export interface ReleasePair {
  from: ReleaseId;
  to: ReleaseId;
}

/** The pair the Versions page shows first: the documented release to the newest. */
export const DEFAULT_PAIR: ReleasePair = { from: '4.0.4', to: '1.5.0' };

/** `value` if it is a release this site runs. */
export const knownRelease = (value: string | null | undefined): ReleaseId | undefined => RELEASE_IDS.find((id) => id === value);

/** The pair in an address's query (`?from=4.3.0&to=5.1.0`); a missing or unknown side is the default's. */
export function parsePair(search: string): ReleasePair {
  const query = new URLSearchParams(search);
  return { from: knownRelease(query.get('from')) ?? DEFAULT_PAIR.from, to: knownRelease(query.get('to')) ?? DEFAULT_PAIR.to };
}

export const isDefaultPair = (pair: ReleasePair) => pair.from === DEFAULT_PAIR.from && pair.to === DEFAULT_PAIR.to;

/** `search` with the pair set (or removed, for the default pair), every other field kept. */
export function withPair(search: string, pair: ReleasePair): string {
  const query = new URLSearchParams(search);
  query.delete('from');
  query.delete('to');
  if (!isDefaultPair(pair)) {
    query.set('from', pair.from);
    query.set('to', pair.to);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
