/*
 * The two releases a comparison compares, as an address keeps them: the Versions page's
 * `?from=&to=`, a demo's share address `#<demo>~<edits>~<from>~<to>` (src/liveDemo/shareAddress.ts
 * splits it). The address is a visitor's or a link's text: only known release ids are read,
 * anything else gives the default pair's side.
 */
import { DEFAULT_RELEASE, RELEASE_IDS, type ReleaseId } from '../versions/releases';

export interface ReleasePair {
  from: ReleaseId;
  to: ReleaseId;
}

/** The pair the Versions page shows first: the documented release to the newest. */
export const DEFAULT_PAIR: ReleasePair = { from: DEFAULT_RELEASE, to: RELEASE_IDS[RELEASE_IDS.length - 1] };

/** `value` if it is a release this site runs. */
const knownRelease = (value: string | null | undefined): ReleaseId | undefined => RELEASE_IDS.find((id) => id === value);

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

/** Control and format characters: a bidi override among them would reorder the sentence around the value. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** A rejected value as a notice shows it: decoded where it can be, short, every invisible character a visible U+FFFD. */
function shownValue(value: string): string {
  let text = value;
  try {
    text = decodeURIComponent(text);
  } catch {
    // shown as it came
  }
  // 41 characters take at most 82 UTF-16 units: the rest is never shown, so never scanned
  const characters = Array.from(text.slice(0, 82).replace(INVISIBLE, '\uFFFD'));
  return characters.length > 40 ? `${characters.slice(0, 40).join('')}…` : characters.join('');
}

export interface ReadPair {
  pair: ReleasePair;
  /** what could not be taken (at most three), to be shown as text, never run */
  rejected: string[];
}

/** The pair a demo's share address names (`values`: from, to), unknown sides the default's. */
export function readPairValues(values: readonly string[]): ReadPair {
  const [from, to] = [knownRelease(values[0]), knownRelease(values[1])];
  // an empty part names nothing (`#demo~~~5.1.0`, a repeated separator): not said to be rejected
  const rejected = values.filter((value, index) => value !== '' && (index > 1 || !knownRelease(value))).slice(0, 3).map(shownValue);
  return { pair: { from: from ?? DEFAULT_PAIR.from, to: to ?? DEFAULT_PAIR.to }, rejected };
}

/** A demo's comparison: the visitor's pick if any, else what its address named (or the default). */
export const pairOf = (named: readonly string[], chosen: ReleasePair | null): ReadPair =>
  chosen ? { pair: chosen, rejected: [] } : readPairValues(named);
