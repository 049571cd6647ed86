import { readSessionValue, removeSessionValue, writeSessionValue } from '@site/codeView';
import type { DemoEdits } from '@site/liveDemo';
import { RELEASE_IDS, type ReleaseId } from '@site/versions';

/**
 * A demo's edits kept for the tab's session, so a slip off the page loses nothing. Storage is
 * data of unknown origin: read only in the shape written here, within a size bound. Shared code
 * is stored as shared, so coming back it waits for Run again.
 */

const VERSION = 1;
/** Far above any demo's edits; longer is refused unread. */
export const MAX_STORED_LENGTH = 200_000;

/**
 * A demo's id without the language dumi appends to a translated page's demos
 * ("docs-demo-sizer-demo-sizer.zh-cn"): the same demo in either language keeps the visitor's
 * edits and release when the language switch moves between them.
 */
export const demoKey = (demoId: string) => demoId.replace(/\.[a-z]{2}(?:-[a-z]{2,4})?$/, '');

/** The storage key of one demo's edits. */
export const sessionKey = (demoId: string) => `rcp-edits:${demoKey(demoId)}`;

/** The storage key of the release the visitor chose for one demo. */
export const releaseKey = (demoId: string) => `rcp-release:${demoKey(demoId)}`;

/** The release the visitor chose for the demo in this tab, if storage holds one the site runs on. Never throws. */
export const readStoredRelease = (demoId: string): ReleaseId | null =>
  RELEASE_IDS.find((id) => id === readSessionValue(releaseKey(demoId))) ?? null;

/** Keeps the visitor's choice of release for the demo for the tab's session. Never throws. */
export const storeRelease = (demoId: string, release: ReleaseId) => writeSessionValue(releaseKey(demoId), release);

/**
 * The storage key of a demo's open comparison: its pair, as `<from>~<to>`, then, after a line
 * break, the pair the share address named when it was kept (as text: a link's pair the visitor
 * moved away from is not taken again for the same link).
 */
export const compareKey = (demoId: string) => `rcp-compare:${demoKey(demoId)}`;

/** A share address's pair longer than this is not kept beside the pick: the address then wins. */
const MAX_LINK_LENGTH = 400;

/**
 * The pair of the demo's comparison, open earlier in the tab (in this page or its other
 * language), if storage holds two releases the site runs on; else null. Where the address names
 * a pair (`link`), only a pair kept under that same link is taken. Never throws.
 */
export function readStoredCompare(demoId: string, link: readonly string[] | null = null): [ReleaseId, ReleaseId] | null {
  const [pair = '', keptLink = null] = (readSessionValue(compareKey(demoId)) ?? '').split('\n');
  if (link && keptLink !== link.join('~')) return null;
  // two ids and their separator; anything longer is not what storeCompare wrote
  const ids = pair.length > 40 ? [] : pair.split('~').map((value) => RELEASE_IDS.find((id) => id === value));
  return ids.length === 2 && ids[0] && ids[1] ? [ids[0], ids[1]] : null;
}

/**
 * Keeps the demo's comparison open on `pair` for the tab's session, or forgets it (null). Under
 * the address's `link`, or, where the address names none (the other language's page: its demo
 * has another id), under the link kept before. Never throws.
 */
export function storeCompare(demoId: string, pair: { from: ReleaseId; to: ReleaseId } | null, link: readonly string[] | null = null): void {
  const kept = link?.join('~') ?? (readSessionValue(compareKey(demoId)) ?? '').split('\n')[1] ?? '';
  const under = kept && kept.length <= MAX_LINK_LENGTH && !kept.includes('\n') ? `\n${kept}` : '';
  if (pair) writeSessionValue(compareKey(demoId), `${pair.from}~${pair.to}${under}`);
  else removeSessionValue(compareKey(demoId));
}

/** The stored text of `edits` (`shared`: they came from a share address); empty edits are stored as nothing. */
export function serializeEdits(edits: DemoEdits, shared = false): string | null {
  return Object.keys(edits).length ? JSON.stringify({ v: VERSION, edits, ...(shared ? { shared: true } : {}) }) : null;
}

/** Edits as stored: `shared` when they came from a share address. */
export interface StoredEdits {
  edits: DemoEdits;
  shared: boolean;
}

/** The edits in `text`, if it is what `serializeEdits` wrote for these files; otherwise null. */
export function parseEdits(text: string | null, fileNames: string[]): StoredEdits | null {
  if (!text || text.length > MAX_STORED_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const { v, edits, shared } = (data ?? {}) as {
    v?: unknown;
    edits?: unknown;
    shared?: unknown;
  };
  if (v !== VERSION || !edits || typeof edits !== 'object' || Array.isArray(edits)) return null;
  const read: DemoEdits = {};
  for (const [name, edit] of Object.entries(edits)) {
    const { language, code } = (edit ?? {}) as {
      language?: unknown;
      code?: unknown;
    };
    if (!fileNames.includes(name) || (language !== 'ts' && language !== 'js') || typeof code !== 'string') return null;
    read[name] = { language, code };
  }
  // anything but a plain "not shared" is taken as shared: it then waits for a Run
  return Object.keys(read).length ? { edits: read, shared: shared !== undefined } : null;
}

/** The demo's stored edits, or null (none, unreadable, or storage refused). Never throws. */
export const readStoredEdits = (demoId: string, fileNames: string[]) =>
  parseEdits(readSessionValue(sessionKey(demoId)), fileNames);

/** Stores the demo's edits (removes them when there are none). Never throws. */
export function storeEdits(demoId: string, edits: DemoEdits, shared = false): void {
  const text = serializeEdits(edits, shared);
  if (text === null) removeSessionValue(sessionKey(demoId));
  else writeSessionValue(sessionKey(demoId), text);
}
