import { useEffect } from 'react';

/**
 * Focus the visitor did not give stays with the page: when the keyboard focus moves into one of
 * our runner frames (`owns`) without a Tab key or the pointer over that frame, it goes back to
 * the element that had it. The frame's own focus() is already frozen (src/sandbox/runner/
 * lockdown.ts); this is the page's second layer, for what the frame finds around that.
 * Measured in Chromium 156 with the frame's layer removed, this layer alone does not hold: the
 * page still reports its own element as focused while keys go to an out-of-process frame
 * (maintainers/live-demo-sandbox.md, Focus). `tabbed` tells every frame that a Tab may be giving
 * it the focus (through its port: useFrameMessages).
 */
export function useKeepFocus(frames: () => HTMLIFrameElement[], tabbed: () => void): void {
  useEffect(() => {
    const owns = (element: Element | null) => frames().some((frame) => frame === element);
    let previous: HTMLElement | null = null;
    let tabbing = false;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !owns(event.target)) previous = event.target;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      tabbing = true;
      // the frame keeps out focus it was not given (runner/lockdown.ts); a Tab may be giving it
      tabbed();
      window.setTimeout(() => (tabbing = false), 0);
    };
    const takeBack = () => {
      const target = document.activeElement;
      if (owns(target) && previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // the page's window loses focus when a child frame takes it; whether the visitor's Tab or
    // pointer gave it away is decided then, once
    const onBlur = () => {
      if (tabbing || frames().some((frame) => frame.matches(':hover'))) return;
      takeBack();
      window.setTimeout(takeBack, 0);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('blur', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onBlur);
    };
  }, [frames, tabbed]);
}
