import { compressToEncodedURIComponent } from 'lz-string';
import type { CodeLanguage } from '../codeView';
import { DEFAULT_RELEASE, RELEASE_IDS, type ReleaseId } from '../versions';
import type { DemoEdits } from './edits';
import { decodeLzUri } from './lzDecode';
import type { ReleasePair } from '../compare';
import { comparePairValues, hashTargets, sharedParts, SHARE_SEPARATOR as SEPARATOR } from './shareAddress';

export { hashTargets };
const VERSION = 1;
/** The Locale demo's payload is 5,626 characters; tests/unit/liveDemo/share.test.ts measures both caps. */
export const MAX_PAYLOAD_LENGTH = 40_000;
export const MAX_SHARED_LENGTH = 100_000;

/** `tooLarge`: over the caps */
export type SharedState =
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'tooLarge' }
  /** `release` when not the default */
  | { status: 'ok'; edits: DemoEdits; release?: ReleaseId };

/** The demo's edits on `release` (the payload; empty without edits), and the comparison's `pair`. */
export function shareHash(demoId: string, edits: DemoEdits, release: ReleaseId = DEFAULT_RELEASE, pair?: ReleasePair): string {
  // `~<from>~<to>` after the payload, which is empty for a demo as written
  const tail = pair ? `${SEPARATOR}${pair.from}${SEPARATOR}${pair.to}` : '';
  if (pair && !Object.keys(edits).length) return `${demoId}${SEPARATOR}${tail}`;
  const files = Object.fromEntries(
    Object.entries(edits).map(([name, { language, code }]) => [name, [language, code]]),
  );
  const payload = { v: VERSION, files, ...(release === DEFAULT_RELEASE ? {} : { r: release }) };
  return `${demoId}${SEPARATOR}${compressToEncodedURIComponent(JSON.stringify(payload))}${tail}`;
}

const isLanguage = (value: unknown): value is CodeLanguage => value === 'ts' || value === 'js';

/** Anything unexpected is `invalid`, too long `tooLarge`, never an exception. */
export function readShared(hash: string, demoId: string, fileNames: string[]): SharedState {
  if (!hashTargets(hash, demoId)) return { status: 'none' };
  const [payload] = sharedParts(hash, demoId);
  // a comparison of the demo as written
  if (!payload) return comparePairValues(hash, demoId) ? { status: 'none' } : { status: 'invalid' };
  if (payload.length > MAX_PAYLOAD_LENGTH) return { status: 'tooLarge' };
  try {
    const json = decodeLzUri(payload, MAX_SHARED_LENGTH);
    if (json.status !== 'ok') return { status: json.status };
    const data: unknown = JSON.parse(json.text);
    if (!data || typeof data !== 'object') return { status: 'invalid' };
    const { v, files, r } = data as { v?: unknown; files?: unknown; r?: unknown };
    if (v !== VERSION || !files || typeof files !== 'object' || Array.isArray(files)) {
      return { status: 'invalid' };
    }
    const release = RELEASE_IDS.find((id) => id === r);
    if (r !== undefined && !release) return { status: 'invalid' };
    const edits: DemoEdits = {};
    for (const [name, entry] of Object.entries(files)) {
      if (!fileNames.includes(name) || !Array.isArray(entry) || entry.length !== 2) {
        return { status: 'invalid' };
      }
      const [language, code] = entry as unknown[];
      if (!isLanguage(language) || typeof code !== 'string') return { status: 'invalid' };
      edits[name] = { language, code };
    }
    if (!Object.keys(edits).length) return { status: 'invalid' };
    return release ? { status: 'ok', edits, release } : { status: 'ok', edits };
  } catch {
    return { status: 'invalid' };
  }
}
