import { useEffect, type RefObject } from 'react';
import { COLOR_MODE_ATTRIBUTE } from '../colorMode';
import { lookOf } from './pageLook';
import type { PageMessage } from './protocol';

/**
 * Keeps the runner frame told how the page looks around it (./look.ts): once it is ready, then
 * after every resize of the window, change of colour mode or language, and colour transition
 * around the demo box, at most once a frame. The box is the frame's parent, the demo box.
 */
export function usePageLook(frame: RefObject<HTMLIFrameElement>, ready: boolean, post: (message: PageMessage) => void): void {
  useEffect(() => {
    if (!ready) return undefined;
    const send = () => {
      const box = frame.current?.parentElement;
      if (box) post({ type: 'look', look: lookOf(window, box) });
    };
    let queued = 0;
    const queue = () => {
      cancelAnimationFrame(queued);
      queued = requestAnimationFrame(send);
    };
    // colours that ease into a new mode: the values once the box and its ancestors are done
    const onTransition = (event: TransitionEvent) => {
      const box = frame.current?.parentElement;
      if (box && event.target instanceof Node && event.target.contains(box)) queue();
    };
    send();
    window.addEventListener('resize', queue);
    document.addEventListener('transitionend', onTransition, true);
    const observer = new MutationObserver(queue);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_MODE_ATTRIBUTE, 'lang', 'dir'] });
    return () => {
      cancelAnimationFrame(queued);
      window.removeEventListener('resize', queue);
      document.removeEventListener('transitionend', onTransition, true);
      observer.disconnect();
    };
  }, [frame, ready, post]);
}
