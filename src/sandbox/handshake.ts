import { COLOR_MODE_ATTRIBUTE } from '../colorMode';
import { lookOf, pageStyles } from './pageLook';
import type { ColourMode, PageMessage } from './protocol';

/** What the page tells a runner frame once, when it first says `ready`. */

export const colourMode = (): ColourMode =>
  document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === 'dark' ? 'dark' : 'light';

export function lookMessage(frame: HTMLIFrameElement | null): PageMessage | null {
  const box = frame?.parentElement;
  return box ? { type: 'look', look: lookOf(window, box) } : null;
}

/** The messages before a frame's run, in order. Reads the page: call it in a handler. */
export function handshake(frame: HTMLIFrameElement | null): PageMessage[] {
  const look = lookMessage(frame);
  return [
    { type: 'styles', sheets: pageStyles(document.styleSheets) },
    { type: 'colour', mode: colourMode() },
    ...(look ? [look] : []),
  ];
}
