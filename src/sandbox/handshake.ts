import { COLOR_MODE_ATTRIBUTE } from '../colorMode';
import { lookOf, pageStyles } from './pageLook';
import type { ColourMode, PageMessage } from './protocol';

/**
 * What the page tells a runner frame once, when that frame first says `ready`: the messages
 * before its run. One list, so another setting for the frame is one more entry here.
 */

/** The page's colour mode, as the colour switch set it. */
export const colourMode = (): ColourMode =>
  document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === 'dark' ? 'dark' : 'light';

/** How the page looks around `frame` (its demo box), for it to draw as the page (./look.ts). */
export function lookMessage(frame: HTMLIFrameElement | null): PageMessage | null {
  const box = frame?.parentElement;
  return box ? { type: 'look', look: lookOf(window, box) } : null;
}

/** The messages a frame gets before its run, in order. Reads the page: call it in a handler. */
export function handshake(frame: HTMLIFrameElement | null): PageMessage[] {
  const look = lookMessage(frame);
  return [
    { type: 'styles', sheets: pageStyles(document.styleSheets) },
    { type: 'colour', mode: colourMode() },
    ...(look ? [look] : []),
  ];
}
