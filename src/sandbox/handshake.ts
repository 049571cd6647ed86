import { COLOR_MODE_ATTRIBUTE } from '../colorMode';
import type { ColourMode, PageMessage } from './protocol';

/**
 * What the page tells a runner frame once, when that frame first says `ready`: the messages
 * before its run. One list, so another setting for the frame is one more entry here.
 */

/** The page's stylesheets as text, for the frame: site styles, rc-pagination's, the demos'. */
function pageStyles(): string[] {
  return [...document.styleSheets].flatMap((sheet) => {
    try {
      return [[...sheet.cssRules].map((rule) => rule.cssText).join('\n')];
    } catch {
      return [];
    }
  });
}

/** The page's colour mode, as the colour switch set it. */
export const colourMode = (): ColourMode =>
  document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === 'dark' ? 'dark' : 'light';

/** The messages a frame gets before its run, in order. Reads the page: call it in a handler. */
export function handshake(): PageMessage[] {
  return [
    { type: 'styles', sheets: pageStyles() },
    { type: 'colour', mode: colourMode() },
  ];
}
