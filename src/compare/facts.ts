/*
 * What was measured of each installed release's Jumper demo (markup, Tab stops, Enter and Space,
 * axe), committed in ./facts.json: the Versions page reads it without running a release.
 * `node scripts/compare-facts.mjs` measures it again; tests/unit/compare/facts.test.ts fails when it drifts.
 */
import type { ReleaseId } from '../versions';
import type { ViolationSummary } from './axe';
import type { KeyProbe, TabStop } from './keyboard';
import type { MarkupDescription } from './markup';

export interface ReleaseFacts {
  release: ReleaseId;
  markup: MarkupDescription;
  tabStops: readonly TabStop[];
  keys: KeyProbe;
  violations: readonly ViolationSummary[];
}

/** The committed facts, loaded on demand: a page reads them only when a visitor picks another pair. */
export async function loadReleaseFacts(): Promise<readonly ReleaseFacts[]> {
  const module = await import('./facts.json');
  return module.default as unknown as readonly ReleaseFacts[];
}
