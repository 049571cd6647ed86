/*
 * When the stand-in hands over to the real rc-select: after the visitor pressed the select
 * (opened, as rc-select opens on mousedown) or a key on it, or focused it (focus handed over);
 * the download starts on the first sign of intent (pointer over it, a touch, focus).
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import type { Intent } from './ClosedSelect';
import { loadedSelect, loadSelect, onSelectLoaded, type RealSelect } from './loadRealSelect';

/** How the real select starts once it arrives. */
export interface Handover {
  open: boolean;
  focus: boolean;
}

/** Keys with which rc-select opens a closed select (the usual ones; it opens on most keys). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

const prefetch = () => {
  // a failure here is reported when the visitor actually uses the select
  loadSelect().catch(() => undefined);
};

/**
 * The real Select once downloaded (a prerendered select stays the stand-in through hydration,
 * and every select on the page turns real when the download ends), how it starts, and the
 * handlers that ask for it. `eager`: asked for at mount (props the stand-in does not draw).
 */
export function useRealSelect(disabled: boolean | undefined, eager: boolean) {
  const Real: RealSelect | null = useSyncExternalStore(onSelectLoaded, loadedSelect, () => null);
  const handover = useRef<Handover>({ open: false, focus: false });
  const [focused, setFocused] = useState(false);

  const want = useCallback((next: Partial<Handover>) => {
    Object.assign(handover.current, next);
    loadSelect().catch((error: unknown) => {
      // left unhandled on purpose: the site's banner offers a reload (useAssetFailure); the
      // select stays as it was and is tried again on the next use
      void Promise.reject(error);
    });
  }, []);

  useEffect(() => {
    if (eager) want({});
  }, [eager, want]);

  const intent = disabled
    ? {}
    : {
        onPointerEnter: prefetch,
        onTouchStart: prefetch,
        onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
          const input = event.currentTarget.querySelector('input');
          // as rc-select: the press keeps the focus on its input and opens the list
          if (event.target !== input) event.preventDefault();
          input?.focus();
          want({ open: true, focus: true });
        },
        onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          want({ open: true, focus: true });
        },
        onFocus: () => {
          setFocused(true);
          want({ focus: true });
        },
        onBlur: () => {
          setFocused(false);
          Object.assign(handover.current, { open: false, focus: false });
        },
      } satisfies Intent;

  return { Real, handover: handover.current, focused, intent };
}
