import { useEffect } from 'react';

/** How long after a Tab pressed inside a frame the focus may arrive in another: the page's word crosses two processes. */
export const FRAME_TAB_MS = 500;

/** Every mounted page's hook, told when the visitor pressed Tab inside one of the page's frames. */
const frameTabListeners = new Set<() => void>();

/** A frame said the visitor pressed Tab in it: the focus may be on its way into the frame beside it, whichever run owns that. */
export function frameTabbed(): void {
  for (const listener of frameTabListeners) listener();
}

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
    let timer = 0;
    const tab = (ms: number) => {
      tabbing = true;
      tabbed();
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (tabbing = false), ms);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tab(0);
    };
    // a frame refuses a focus nobody gave, and takes it back once the page's word arrives
    const onFrameTab = () => tab(FRAME_TAB_MS);
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
    frameTabListeners.add(onFrameTab);
    return () => {
      window.clearTimeout(timer);
      frameTabListeners.delete(onFrameTab);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onBlur);
    };
  }, [frames, tabbed]);
}
