import { useAppData, useLocale } from 'dumi';
import { useCallback, useRef, useState } from 'react';
import type { SearchEngine } from './engine';
import { readSearchIndex, readSearchWords, searchIndexPath } from './indexFile';

export type SearchDataStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The search index of the current language (or of `localeId`, another language the visitor
 * chose to search), downloaded the first time `load` is called (when the search box opens)
 * together with the search code, so visitors who never search download neither, and searching
 * never downloads a page's or demo's code.
 */
export function useSearchIndex(localeId?: string) {
  const { basename = '/' } = useAppData() as { basename?: string };
  const current = useLocale();
  const id = localeId ?? current.id;
  // each language's engine, kept as that language's: the language asked for may change
  const [loaded, setLoaded] = useState<{ id: string; engine: SearchEngine } | null>(null);
  const [status, setStatus] = useState<SearchDataStatus>('idle');
  const started = useRef<string | null>(null);

  const load = useCallback(() => {
    if (started.current === id) return;
    started.current = id;
    setStatus('loading');
    const url = `${basename.replace(/\/?$/, '/')}${searchIndexPath(id)}`;
    Promise.all([
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
      import(/* webpackChunkName: "search" */ './engine'),
    ]).then(
      ([data, { createSearchEngine }]) => {
        const engine = createSearchEngine(readSearchIndex(data, id), readSearchWords(data, id));
        setLoaded({ id, engine });
        setStatus('ready');
      },
      () => {
        // a failed download (offline, new deployment): the next opening tries again
        started.current = null;
        setStatus('failed');
      },
    );
  }, [basename, id]);

  const engine = loaded?.id === id ? loaded.engine : null;
  return { engine, status: engine || status !== 'ready' ? status : 'idle', load };
}
