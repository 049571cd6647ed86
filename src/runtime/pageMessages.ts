/*
 * The page's interface strings before the first render: the browser build carries
 * one language's strings per page, in a chunk that dumi's generated locale config fetches
 * (`ensurePageMessages`, added by plugins/patches/precompileMessages.cjs). Hydration needs them
 * as the server wrote them, so umi's render waits for them (.dumi/app.ts).
 */
import * as localeConfig from '@@/dumi/locales/config';

/** Resolves once the strings of the page's language are there (at once on the server). */
export function ensurePageMessages(): Promise<void> {
  const { ensurePageMessages: ensure } = localeConfig as { ensurePageMessages?: () => Promise<void> };
  return ensure ? ensure() : Promise.resolve();
}
