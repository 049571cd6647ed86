/*
 * Every release's cost as the build measured it (plugins/releases/plugin.ts writes the module):
 * loaded on demand, in a chunk of its own, so no page's first load carries it.
 */
import type { ReleaseCost } from './cost';

/** The costs of every installed release, in the order of RELEASES. */
export async function loadReleaseCosts(): Promise<readonly ReleaseCost[]> {
  const module = await import('@@/releases/costs');
  return module.default;
}
