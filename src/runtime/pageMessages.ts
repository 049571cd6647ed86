/* Each page's strings come in a chunk (plugins/patches/precompileMessages.cjs); hydration waits for them. */
import * as localeConfig from '@@/dumi/locales/config';

/** At once on the server. */
export function ensurePageMessages(): Promise<void> {
  const { ensurePageMessages: ensure } = localeConfig as { ensurePageMessages?: () => Promise<void> };
  return ensure ? ensure() : Promise.resolve();
}
