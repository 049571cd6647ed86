// dumi's generated locale config (@@/dumi/locales/config) fetches a page's strings only in a
// build: the unit tests' page has its strings at once (src/runtime/pageMessages.ts)
export function ensurePageMessages(): Promise<void> {
  return Promise.resolve();
}
