import type { SandboxRun } from '@site/sandbox';
import { DEFAULT_RELEASE, type ReleaseId } from '@site/versions';

/** What the previewer reads of a run for its messages and its editor: why it did not run. */
export type LiveRunState = Pick<SandboxRun, 'error' | 'stopped'>;

/** A run with nothing to tell: the state before the first report and after the last. */
export const QUIET_RUN: LiveRunState = { error: null, stopped: null };

/**
 * How the demo's result is named for screen readers: edited code, or the code as written run
 * on another release, which is no edit of the visitor's and is named by its release.
 */
export function resultName(edited: boolean, release: ReleaseId): { id: string; values?: { release: string } } {
  if (edited && release === DEFAULT_RELEASE) return { id: 'previewer.live.result' };
  return {
    id: edited ? 'previewer.live.resultEditedOn' : 'previewer.live.resultOn',
    values: { release },
  };
}
