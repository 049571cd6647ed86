import { useAppData, useLocale } from 'dumi';
import { useCallback, useRef, useState } from 'react';
import type { SearchEngine } from './engine';
import { readSearchIndex, readSearchWords, searchIndexPath } from './indexFile';

export type SearchDataStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The language's search index and code, downloaded on the first `load` (the search box opening). */
export function useSearchIndex(localeId?: string) {
  const { basename = '/' } = useAppData() as { basename?: string };
  const current = useLocale();
  const id = localeId ?? current.id;
  // the language asked for may change
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
        // offline or a new deployment: the next opening tries again
        started.current = null;
        setStatus('failed');
      },
    );
  }, [basename, id]);

  const engine = loaded?.id === id ? loaded.engine : null;
  return { engine, status: engine || status !== 'ready' ? status : 'idle', load };
}
