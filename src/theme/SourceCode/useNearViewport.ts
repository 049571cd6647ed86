import { useEffect, useRef, useState } from 'react';

/** How far below (or above) the visible area an element counts as near. */
const MARGIN = '200px';

/**
 * Whether the element has come near the visible area (and stays true from then on). False on
 * the server and in the first render, so a prerendered page hydrates without a difference.
 * Where IntersectionObserver is missing it turns true right after the first render.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
