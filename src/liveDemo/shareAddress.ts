import { DEFAULT_PAIR, knownRelease, type ReleasePair } from '../compare/pair';

/** `#<demo id>~<payload>`: neither ids nor lz-string's alphabet hold `~`. What the previewer needs without lz-string. */
export const SHARE_SEPARATOR = '~';

/** Readable or not. */
export function hashTargets(hash: string, demoId: string): boolean {
  return hash.replace(/^#/, '').startsWith(`${demoId}${SHARE_SEPARATOR}`);
}

/** The parts after `#<demo id>~`: the edits' payload (empty without edits), then a comparison's pair. */
function partsOf(hash: string, demoId: string): string[] {
  return hash.replace(/^#/, '').slice(demoId.length + SHARE_SEPARATOR.length).split(SHARE_SEPARATOR);
}

/** The edits' payload of a hash that targets the demo. */
export function editsPayload(hash: string, demoId: string): string {
  return partsOf(hash, demoId)[0];
}

/** `~<from>~<to>` after the payload, which is empty for a demo as written. */
export function pairSuffix({ from, to }: ReleasePair): string {
  return `${SHARE_SEPARATOR}${from}${SHARE_SEPARATOR}${to}`;
}

/** A rejected value as the notice shows it: decoded where it can be, and short. */
const shownValue = (value: string) => {
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // shown as it came
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/**
 * The pair a hash names for the demo, or null where it names none. Anything but a known release
 * id falls back to DEFAULT_PAIR's, and comes back in `rejected` to be shown as text.
 */
export function readComparePair(hash: string, demoId: string): { pair: ReleasePair; rejected: string[] } | null {
  if (!hashTargets(hash, demoId)) return null;
  const [, ...values] = partsOf(hash, demoId);
  if (values.length === 0) return null;
  const [from, to] = [knownRelease(values[0]), knownRelease(values[1])];
  const rejected = values.filter((value, index) => index > 1 || !knownRelease(value)).slice(0, 3).map(shownValue);
  return { pair: { from: from ?? DEFAULT_PAIR.from, to: to ?? DEFAULT_PAIR.to }, rejected };
}
