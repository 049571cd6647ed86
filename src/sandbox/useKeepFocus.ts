import { useEffect } from 'react';

/**
 * Focus moved into a runner frame without a Tab or the pointer goes back: the page's second layer after
 * runner/lockdown.ts, which alone does not hold in Chromium (maintainers/live-demo-sandbox.md, Focus).
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
      tabbed();
      window.setTimeout(() => (tabbing = false), 0);
    };
    const takeBack = () => {
      const target = document.activeElement;
      if (owns(target) && previous?.isConnected) previous.focus({ preventScroll: true });
    };
    // whether Tab or the pointer gave the focus away is decided once, when the page's window loses it
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
