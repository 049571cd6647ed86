import { useEffect, useState } from 'react';
import { isLocaleLoaded, loadLocale } from '../../paginationLocale';
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
  const ready = isLocaleLoaded(state.locale);
  const [lastReady, setLastReady] = useState(state.locale);
  const [failedLocale, setFailedLocale] = useState<string | null>(null);
  // a locale at hand becomes the one to fall back on (state adjusted while rendering)
  if (ready && lastReady !== state.locale) setLastReady(state.locale);

  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    loadLocale(state.locale).then(
      () => current && setLastReady(state.locale),
      () => current && setFailedLocale(state.locale),
    );
    return () => {
      current = false;
    };
  }, [state.locale, ready]);

  return {
    shown: ready ? state : { ...state, locale: lastReady },
    failed: !ready && failedLocale === state.locale,
  };
}
