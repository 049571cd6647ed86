import { useEffect } from 'react';
import { COLOR_MODE_ATTRIBUTE } from '../colorMode';

/** Keeps runner frames told how the page looks (./look.ts) after resizes, colour and language changes, at most once a frame. */
export function usePageLook(active: boolean, box: () => Element | null, send: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    let queued = 0;
    const queue = () => {
      cancelAnimationFrame(queued);
      queued = requestAnimationFrame(send);
    };
    // colours that ease into a new mode: the values once the transition is done
    const onTransition = (event: TransitionEvent) => {
      const around = box();
      if (around && event.target instanceof Node && event.target.contains(around)) queue();
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
  }, [active, box, send]);
}
