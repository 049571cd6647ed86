import { LOCALE_IDS } from '../paginationLocale';
import type { FrameMessage } from './protocol';

/** Which of a frame's messages the page acts on, so no number of messages makes it do more work. */
export interface FrameGate {
  admit(message: FrameMessage): boolean;
}

/** rc-pagination's locales, each once (the Locale demo asks for all). */
const MAX_LOCALES = LOCALE_IDS.length;
/** More listener calls than a visitor makes on one run: past it the frame's calls are not read. */
export const MAX_CALLS = 1000;

/** `probed`: a comparison's frame, asked once for its measures after its run rendered. */
export function createFrameGate(run: number, probed = false): FrameGate {
  let ready = false;
  let measured = false;
  let moved = false;
  let size = '';
  const locales = new Set<string>();
  let calls = 0;
  /** rendered: a later failure may follow */
  let result: 'open' | 'rendered' | 'done' = 'open';
  return {
    admit(message) {
      switch (message.type) {
        case 'ready':
          if (ready) return false;
          ready = true;
          return true;
        case 'height': {
          const key = `${message.height} ${message.overlay} ${message.left} ${message.right}`;
          if (!ready || key === size) return false;
          size = key;
          return true;
        }
        case 'needLocale':
          if (!ready || locales.has(message.id) || locales.size >= MAX_LOCALES) return false;
          locales.add(message.id);
          return true;
        case 'pong':
        case 'tab':
          return ready;
        case 'moved':
          if (!ready || moved) return false;
          moved = true;
          return true;
        case 'measures':
        case 'probeFailed':
          if (!probed || !ready || message.run !== run || result !== 'rendered' || measured) return false;
          measured = true;
          return true;
        case 'call':
          // only from the rendered run, and never without end
          if (message.run !== run || result !== 'rendered' || calls >= MAX_CALLS) return false;
          calls += 1;
          return true;
        case 'result':
          if (!ready || message.run !== run || result === 'done') return false;
          if (result === 'rendered' && message.error?.kind !== 'runtime' && message.error?.kind !== 'stopped') return false;
          result = result === 'open' && message.error === null ? 'rendered' : 'done';
          return true;
        default:
          return false;
      }
    },
  };
}
