import { loadPartScript } from './partScript';

/** The rc-select part's file name, beside the runner page (set by plugins/sandbox/runnerPage.ts). */
declare const __RCP_SELECT_SCRIPT__: string;

/**
 * rc-select, from the runner's second classic script, added to the frame the first time edited
 * code imports it.
 */
export function loadSelect(): Promise<unknown> {
  return loadPartScript(__RCP_SELECT_SCRIPT__, '__rcpRunnerSelect', 'rc-select');
}
