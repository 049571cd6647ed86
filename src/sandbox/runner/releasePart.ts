import { releaseLabel, type ReleaseId } from '../../versions/releases';
import { loadPartScript } from './partScript';
import { releaseGlobal } from './releaseGlobal';

/** Each release's part file name, beside the runner page (set by plugins/sandbox/runnerPage.ts). */
declare const __RCP_RELEASE_SCRIPTS__: Partial<Record<ReleaseId, string>>;

/**
 * What a release's part holds: its rc-pagination module, its stylesheet as text, and the locales
 * it ships beyond 4.0.4's (by file name; the others come from the page).
 */
export interface ReleasePart {
  pagination: Record<string, unknown>;
  css: string;
  locales?: Record<string, Record<string, string>>;
}

/**
 * A release's rc-pagination, from its own part of the runner, loaded the first time
 * a demo runs on it and before the demo's code runs; null for the release in the runner itself.
 */
export async function loadRelease(id: ReleaseId): Promise<ReleasePart | null> {
  const src = __RCP_RELEASE_SCRIPTS__[id];
  if (!src) return null;
  return (await loadPartScript(src, releaseGlobal(id), releaseLabel(id))) as ReleasePart;
}
