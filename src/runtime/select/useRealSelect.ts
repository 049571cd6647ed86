/* The stand-in hands over after a press, a key or focus; the download starts at the first sign of intent. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import type { Intent } from './ClosedSelect';
import { loadedSelect, loadSelect, onSelectLoaded, type RealSelect } from './loadRealSelect';

export interface Handover {
  open: boolean;
  focus: boolean;
}

/** it opens on most keys */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

const prefetch = () => {
  loadSelect().catch(() => undefined);
};

/** The real Select once downloaded, how it starts, and the handlers that ask for it; `eager`: at mount. */
export function useRealSelect(disabled: boolean | undefined, eager: boolean) {
  const Real: RealSelect | null = useSyncExternalStore(onSelectLoaded, loadedSelect, () => null);
  const handover = useRef<Handover>({ open: false, focus: false });
  const [focused, setFocused] = useState(false);

  const want = useCallback((next: Partial<Handover>) => {
    Object.assign(handover.current, next);
    loadSelect().catch((error: unknown) => {
      // unhandled on purpose: the site's banner offers a reload (useAssetFailure)
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
