import { loadPartScript } from './partScript';

/** Set by plugins/sandbox/runnerPage.ts. */
declare const __RCP_SELECT_SCRIPT__: string;

/** rc-select, from the runner's second script, the first time edited code imports it. */
export function loadSelect(): Promise<unknown> {
  return loadPartScript(__RCP_SELECT_SCRIPT__, '__rcpRunnerSelect', 'rc-select');
}
