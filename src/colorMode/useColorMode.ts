import { useCallback, useEffect, useState } from 'react';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  DEFAULT_COLOR_MODE,
  parseColorMode,
  resolveColorMode,
  type ColorMode,
  type ResolvedColorMode,
} from './modes';
import { browserStorage, type SafeStorage } from './storage';

export interface ColorModeState {
  /** What the visitor chose. */
  mode: ColorMode;
  /** What the page is drawn in. */
  resolved: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
}

/** null where matchMedia is missing or refuses the query. */
function darkSchemeQuery(): MediaQueryList | null {
  try {
    return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
  } catch {
    return null;
  }
}

/**
 * Colour mode state, replacing dumi's `usePrefersColor` (which lets storage exceptions escape and
 * trusts the stored value). The first render uses the default, as the prerendered HTML did;
 * storage and the system preference are read in effects. `storage` is for tests; pass a stable one.
 */
export function useColorMode(storage: SafeStorage = browserStorage): ColorModeState {
  const [mode, setModeState] = useState<ColorMode>(DEFAULT_COLOR_MODE);
  const [systemPrefersDark, setSystemPrefersDark] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setModeState(parseColorMode(storage.read(COLOR_MODE_STORAGE_KEY)));
    setSystemPrefersDark(darkSchemeQuery()?.matches ?? false);
    setRestored(true);
  }, [storage]);

  // follow the operating system live, but only while the visitor asked for that
  useEffect(() => {
    if (mode !== 'auto') return undefined;
    const query = darkSchemeQuery();
    if (!query) return undefined;
    const onChange = (event: MediaQueryListEvent) => setSystemPrefersDark(event.matches);
    setSystemPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode]);

  const resolved = resolveColorMode(mode, systemPrefersDark);

  useEffect(() => {
    if (restored) document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, resolved);
  }, [restored, resolved]);

  const setMode = useCallback(
    (next: ColorMode) => {
      storage.write(COLOR_MODE_STORAGE_KEY, next);
      // read now, in the same render as the mode, so a stale value is never painted
      if (next === 'auto') setSystemPrefersDark(darkSchemeQuery()?.matches ?? false);
      setModeState(next);
    },
    [storage],
  );

  return { mode, resolved, setMode };
}
