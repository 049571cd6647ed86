import { useEffect, type RefObject } from 'react';

/**
 * Marks one line of the coloured code under the editor (`data-error` on its `.token-line`, drawn
 * by ./index.css) while the code does not run because of it; the mark goes when the line does.
 */
export function useMarkedLine(colours: RefObject<HTMLElement>, line: number | null, code: string): void {
  useEffect(() => {
    if (line === null) return undefined;
    const row = colours.current?.querySelectorAll('.token-line')[line - 1];
    row?.setAttribute('data-error', '');
    return () => row?.removeAttribute('data-error');
  }, [colours, line, code]);
}
