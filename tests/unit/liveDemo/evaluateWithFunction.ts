import type { Evaluate, ModuleFactory } from '../../../src/liveDemo/run';

/**
 * The unit tests' stand-in for the browser's blob script in the runner frame (src/sandbox/runner/evaluate.ts,
 * covered by the end-to-end tests under the site's CSP): the same wrapper, built with Function.
 */
export const evaluateWithFunction: Evaluate = async (modules) =>
  Object.fromEntries(
    modules.map(({ name, code }) => [
      name,
      new Function('require', 'module', 'exports', code) as ModuleFactory,
    ]),
  );
