import { useAppData, useLocale } from 'dumi';
import { useCallback, useRef, useState } from 'react';
import type { SearchEngine } from './engine';
import { readSearchIndex, readSearchWords, searchIndexPath } from './indexFile';

export type SearchDataStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The search index of the current language, downloaded the first time `load` is called (when
 * the search box opens) together with the search code, so visitors who never search download
 * neither, and searching never downloads a page's or demo's code.
 */
export function useSearchIndex() {
  const { basename = '/' } = useAppData() as { basename?: string };
  const locale = useLocale();
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [status, setStatus] = useState<SearchDataStatus>('idle');
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    const url = `${basename.replace(/\/?$/, '/')}${searchIndexPath(locale.id)}`;
    Promise.all([
      fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<unknown>;
      }),
      import(/* webpackChunkName: "search" */ './engine'),
    ]).then(
      ([data, { createSearchEngine }]) => {
        setEngine(
          createSearchEngine(readSearchIndex(data, locale.id), readSearchWords(data, locale.id)),
        );
        setStatus('ready');
      },
      () => {
        // a failed download (offline, new deployment): the next opening tries again
        started.current = false;
        setStatus('failed');
      },
    );
  }, [basename, locale.id]);

  return { engine, status, load };
}
