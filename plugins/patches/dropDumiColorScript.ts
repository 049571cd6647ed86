// Build-time umi plugin, listed in `.dumirc.ts` `plugins`.
import path from 'path';
import type { IApi } from 'dumi';

/** dumi's theme feature; besides much else it adds a colour script to the app's entry code. */
const DUMI_THEME_FEATURE = path.join('dumi', 'dist', 'features', 'theme', 'index.js');

/**
 * Removes dumi's colour entry script, which our head script (`headScript.ts`) replaces.
 * dumi's copy runs only once the bundle has loaded (after first paint) and calls
 * `localStorage.getItem` unguarded whenever `navigator.cookieEnabled` is true: where storage
 * throws anyway (storage disabled by policy, some embedded webviews) that exception stops the
 * whole bundle and the site never becomes interactive.
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
