import { readSessionValue, removeSessionValue, writeSessionValue } from '@site/codeView';
import type { DemoEdits } from '@site/liveDemo';

/**
 * A demo's edits kept for the tab's session (sessionStorage), so that leaving the page by a slip
 * and coming back finds them. What storage holds is data of unknown origin: it is read only in
 * the shape written here, for files the demo has, within a size bound, or not at all. Restored
 * edits run again (the visitor typed them in this tab) and a notice says so, with a way to
 * discard them; code from a share address is never stored before it ran.
 */

const VERSION = 1;
/** Far above any demo's edits; longer is refused unread. */
export const MAX_STORED_LENGTH = 200_000;

/** The storage key of one demo's edits. */
export const sessionKey = (demoId: string) => `rcp-edits:${demoId}`;

/** The stored text of `edits`; empty edits are stored as nothing. */
export function serializeEdits(edits: DemoEdits): string | null {
  return Object.keys(edits).length ? JSON.stringify({ v: VERSION, edits }) : null;
}

/** The edits in `text`, if it is what `serializeEdits` wrote for these files; otherwise null. */
export function parseEdits(text: string | null, fileNames: string[]): DemoEdits | null {
  if (!text || text.length > MAX_STORED_LENGTH) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const { v, edits } = (data ?? {}) as { v?: unknown; edits?: unknown };
  if (v !== VERSION || !edits || typeof edits !== 'object' || Array.isArray(edits)) return null;
  const read: DemoEdits = {};
  for (const [name, edit] of Object.entries(edits)) {
    const { language, code } = (edit ?? {}) as { language?: unknown; code?: unknown };
    if (!fileNames.includes(name) || (language !== 'ts' && language !== 'js') || typeof code !== 'string') return null;
    read[name] = { language, code };
  }
  return Object.keys(read).length ? read : null;
}

/** The demo's stored edits, or null (none, unreadable, or storage refused). Never throws. */
export const readStoredEdits = (demoId: string, fileNames: string[]) =>
  parseEdits(readSessionValue(sessionKey(demoId)), fileNames);

/** Stores the demo's edits (removes them when there are none). Never throws. */
export function storeEdits(demoId: string, edits: DemoEdits): void {
  const text = serializeEdits(edits);
  if (text === null) removeSessionValue(sessionKey(demoId));
  else writeSessionValue(sessionKey(demoId), text);
}
