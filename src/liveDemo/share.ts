import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { CodeLanguage } from '../codeView';
import type { DemoEdits } from './edits';
import { hashTargets, SHARE_SEPARATOR as SEPARATOR } from './shareAddress';

export { hashTargets };
const VERSION = 1;
/** Far above any demo; a longer address is refused unread. */
const MAX_HASH_LENGTH = 100_000;
const MAX_CODE_LENGTH = 200_000;

/** What `readShared` finds in an address's hash for one demo. */
export type SharedState =
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'ok'; edits: DemoEdits };

/** The hash (without `#`) that reopens the demo with these edits. */
export function shareHash(demoId: string, edits: DemoEdits): string {
  const files = Object.fromEntries(
    Object.entries(edits).map(([name, { language, code }]) => [name, [language, code]]),
  );
  return `${demoId}${SEPARATOR}${compressToEncodedURIComponent(JSON.stringify({ v: VERSION, files }))}`;
}

const isLanguage = (value: unknown): value is CodeLanguage => value === 'ts' || value === 'js';

/**
 * The edits a hash carries for this demo. Anything unexpected (not lz-string, not JSON, another
 * shape, a file the demo does not have, too long) is `invalid`, never an exception.
 */
export function readShared(hash: string, demoId: string, fileNames: string[]): SharedState {
  if (!hashTargets(hash, demoId)) return { status: 'none' };
  const payload = hash.replace(/^#/, '').slice(demoId.length + SEPARATOR.length);
  if (!payload || payload.length > MAX_HASH_LENGTH) return { status: 'invalid' };
  try {
    const json = decompressFromEncodedURIComponent(payload);
    if (!json || json.length > MAX_CODE_LENGTH) return { status: 'invalid' };
    const data: unknown = JSON.parse(json);
    if (!data || typeof data !== 'object') return { status: 'invalid' };
    const { v, files } = data as { v?: unknown; files?: unknown };
    if (v !== VERSION || !files || typeof files !== 'object' || Array.isArray(files)) {
      return { status: 'invalid' };
    }
    const edits: DemoEdits = {};
    for (const [name, entry] of Object.entries(files)) {
      if (!fileNames.includes(name) || !Array.isArray(entry) || entry.length !== 2) {
        return { status: 'invalid' };
      }
      const [language, code] = entry as unknown[];
      if (!isLanguage(language) || typeof code !== 'string') return { status: 'invalid' };
      edits[name] = { language, code };
    }
    return Object.keys(edits).length ? { status: 'ok', edits } : { status: 'invalid' };
  } catch {
    return { status: 'invalid' };
  }
}
