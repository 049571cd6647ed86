import type { SandboxRun } from '@site/sandbox';

/** What the previewer reads of a run for its messages and its editor: why it did not run. */
export type LiveRunState = Pick<SandboxRun, 'error' | 'stopped'>;

/** A run with nothing to tell: the state before the first report and after the last. */
export const QUIET_RUN: LiveRunState = { error: null, stopped: null };
