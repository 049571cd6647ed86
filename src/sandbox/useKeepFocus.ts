import { useEffect } from 'react';

/**
 * Focus the visitor did not give stays with the page: when the keyboard focus moves into one of
 * our runner frames (`owns`) without a Tab key or the pointer over that frame, it goes back to
 * the element that had it. The frame's own focus() is already frozen (src/sandbox/runner/
 * lockdown.ts); this is the page's second layer, for what the frame finds around that.
 */
export function useKeepFocus(owns: (element: Element | null) => boolean): void {
  useEffect(() => {
    let previous: HTMLElement | null = null;
    let tabbing = false;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !owns(event.target)) previous = event.target;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      tabbing = true;
      window.setTimeout(() => (tabbing = false), 0);
    };
    const check = () => {
      const target = document.activeElement;
      if (!owns(target) || tabbing || target?.matches(':hover')) return;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // the page's window loses focus when a child frame takes it; the frame is the active element then
    const onBlur = () => {
      check();
      window.setTimeout(check, 0);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onBlur);
    };
  }, [owns]);
}
