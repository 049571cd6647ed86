import { LOCALE_IDS } from '../paginationLocale';
import type { FrameMessage } from './protocol';

/**
 * Which of one frame's messages the page acts on, so that no number of messages makes the page
 * do more work: `ready` once per frame, a size (height and popup area) only when it changed, each
 * locale once, a run's result once and one later failure after it rendered, `moved` once. `pong` is a
 * number stored, cheap at any rate. Pure; useSandboxRun keeps one gate per frame.
 */
export interface FrameGate {
  /** true: act on `message`; false: drop it, it would repeat work already done */
  admit(message: FrameMessage): boolean;
}

/**
 * Each of rc-pagination's locales at most once: most demos ask for one or two, the Locale demo's
 * own `locales.ts` for all 71 (a frame asking for an unknown id gets nothing: isLocaleId).
 */
const MAX_LOCALES = LOCALE_IDS.length;

/** A gate for the frame that runs `run`. */
export function createFrameGate(run: number): FrameGate {
  let ready = false;
  let moved = false;
  let size = '';
  const locales = new Set<string>();
  /** open: no result yet; rendered: it rendered, a later failure may follow; done: nothing more */
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
          return ready;
        case 'moved':
          // the page tears the frame down at the first
          if (!ready || moved) return false;
          moved = true;
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
