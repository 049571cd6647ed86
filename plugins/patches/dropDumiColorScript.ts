import path from 'path';
import type { IApi } from 'dumi';

/** dumi's theme feature; besides much else it adds a colour script to the app's entry code. */
const DUMI_THEME_FEATURE = path.join('dumi', 'dist', 'features', 'theme', 'index.js');

/**
 * Removes dumi's colour entry script, which src/colorMode/headScript.ts replaces: dumi's runs after
 * first paint and calls `localStorage.getItem` unguarded, so where storage throws the bundle stops.
 */
export default function dropDumiColorScript(api: IApi) {
  api.onCheck(() => {
    const hooks = api.service.hooks.addEntryCodeAhead ?? [];
    const kept = hooks.filter(
      (hook) => !path.normalize(hook.plugin.path).endsWith(DUMI_THEME_FEATURE),
    );
    // dumi is pinned; if an upgrade moves this code, fail the build rather than ship two scripts
    if (hooks.length - kept.length !== 1) {
      throw new Error(
        `dropDumiColorScript: expected 1 colour entry script from ${DUMI_THEME_FEATURE}, found ${hooks.length - kept.length}`,
      );
    }
    api.service.hooks.addEntryCodeAhead = kept;
  });
}
