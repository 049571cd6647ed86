/**
 * Writes the playground's query into the address bar so back and forward step through changes:
 * a discrete change (a checkbox, a select) becomes a new history entry; typing in a field is
 * written once the visitor pauses, and further typing in the same field shortly after replaces
 * that entry instead of adding one per keystroke.
 */

/** The address bar, reduced to what the playground needs; a fake stands in for it in tests. */
export interface QueryLocation {
  /** the current query, without `?` */
  read(): string;
  push(query: string): void;
  replace(query: string): void;
  /** calls back when the visitor moves through history; returns the unsubscribe function */
  onPop(listener: () => void): () => void;
}

/** How long typing must pause before the query is written (ms). */
const TYPING_DELAY = 400;
/** Typing in the same field within this long after a write replaces that entry (ms). */
const TYPING_SESSION = 1500;

export interface UrlWriter {
  /** a discrete change: a new history entry (changes in the same task share one) */
  push(query: string): void;
  /** a keystroke in the field `field` */
  type(field: string, query: string): void;
  /** writes any pending typing now */
  flush(): void;
  /** drops pending writes (the visitor moved through history, or the page is leaving) */
  cancel(): void;
}

export function createUrlWriter(location: QueryLocation): UrlWriter {
  let typed: { field: string; query: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let session: { field: string; at: number } | null = null;
  let queued: string | null = null;

  const write = (query: string, newEntry: boolean) => {
    if (query === location.read()) return;
    if (newEntry) location.push(query);
    else location.replace(query);
  };
  const flushTyped = () => {
    clearTimeout(timer);
    if (!typed) return;
    const continues = session?.field === typed.field && Date.now() - session.at <= TYPING_SESSION;
    write(typed.query, !continues);
    session = { field: typed.field, at: Date.now() };
    typed = null;
  };

  return {
    push(query) {
      // what was typed before this change keeps an entry of its own
      flushTyped();
      session = null;
      const first = queued === null;
      queued = query;
      if (!first) return;
      queueMicrotask(() => {
        if (queued !== null) write(queued, true);
        queued = null;
      });
    },
    type(field, query) {
      if (typed && typed.field !== field) flushTyped();
      typed = { field, query };
      clearTimeout(timer);
      timer = setTimeout(flushTyped, TYPING_DELAY);
    },
    flush: flushTyped,
    cancel() {
      clearTimeout(timer);
      typed = null;
      queued = null;
      session = null;
    },
  };
}

/** The browser's address bar; only called from effects and event handlers. */
export const browserLocation: QueryLocation = {
  read: () => window.location.search.replace(/^\?/, ''),
  push: (query) => window.history.pushState(window.history.state, '', hrefWith(query)),
  replace: (query) => window.history.replaceState(window.history.state, '', hrefWith(query)),
  onPop(listener) {
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  },
};

/** Same path and hash, new query; keeping the router's history state untouched. */
function hrefWith(query: string): string {
  const { pathname, hash } = window.location;
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}
