import { useEffect, useReducer, useRef } from 'react';
import { isLocaleLoaded, loadLocale } from '../locales';
import type { PlaygroundState } from '../state';

export interface LoadedLocaleState {
  /** the state to draw: the asked one, or, while its locale downloads, it in the last locale */
  shown: PlaygroundState;
  /** the asked locale could not be downloaded */
  failed: boolean;
}

/**
 * Downloads the state's locale when it is not at hand yet. Until it arrives the preview keeps
 * the locale it has, with every other change already applied.
 */
export function useLoadedLocale(state: PlaygroundState): LoadedLocaleState {
  const lastLoaded = useRef(state.locale);
  const failedLocale = useRef<string | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const ready = isLocaleLoaded(state.locale);
  if (ready) lastLoaded.current = state.locale;

  useEffect(() => {
    if (isLocaleLoaded(state.locale)) return undefined;
    let current = true;
    loadLocale(state.locale).then(
      () => current && rerender(),
      () => {
        failedLocale.current = state.locale;
        if (current) rerender();
      },
    );
    return () => {
      current = false;
    };
  }, [state.locale]);

  return {
    shown: ready ? state : { ...state, locale: lastLoaded.current },
    failed: !ready && failedLocale.current === state.locale,
  };
}
