import { releaseLabel, type ReleaseId } from '../../versions/releases';
import { loadPartScript } from './partScript';
import { releaseGlobal } from './releaseGlobal';

/** Set by plugins/sandbox/runnerPage.ts. */
declare const __RCP_RELEASE_SCRIPTS__: Partial<Record<ReleaseId, string>>;

/** Its rc-pagination module, stylesheet text, and the locales it ships beyond 4.0.4's. */
export interface ReleasePart {
  pagination: Record<string, unknown>;
  css: string;
  locales?: Record<string, Record<string, string>>;
}

/** A release's own runner part, loaded before the demo's code runs; null for the runner's own release. */
export async function loadRelease(id: ReleaseId): Promise<ReleasePart | null> {
  const src = __RCP_RELEASE_SCRIPTS__[id];
  if (!src) return null;
  return (await loadPartScript(src, releaseGlobal(id), releaseLabel(id))) as ReleasePart;
}
