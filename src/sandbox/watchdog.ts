/** A frame stuck where the loop guard never runs (native code, a regex) stops answering pings, and is torn down. */

export const PING_EVERY_MS = 250;
/** within 2 s of its last answer */
export const SILENCE_LIMIT_MS = 1750;
/**
 * A comparison frame measuring its demo holds its thread for as long as axe takes, seconds on a
 * busy machine: it is given the time the comparison gives its probe before it is torn down.
 */
export const MEASURING_LIMIT_MS = 20_000;

export interface Watchdog {
  ping(): number;
  answered(beat: number): void;
  /** silent past the limit while the page itself ran */
  silent(): boolean;
  /** the frame was asked to measure (`true`) or answered with its measures (`false`) */
  measuring(on: boolean): void;
}

export function createWatchdog(now: () => number, limitMs = SILENCE_LIMIT_MS): Watchdog {
  let beats = 0;
  let lastAnswer = now();
  let lastPing = lastAnswer;
  let limit = limitMs;
  return {
    ping() {
      const at = now();
      // the page's own timer came late (held up too): the frame gets the time the page lost
      if (at - lastPing > limitMs / 2) lastAnswer = Math.max(lastAnswer, at - PING_EVERY_MS);
      lastPing = at;
      return (beats += 1);
    },
    answered(beat) {
      // a frame cannot answer ahead
      if (beat >= 1 && beat <= beats) lastAnswer = Math.max(lastAnswer, now());
    },
    silent: () => now() - lastAnswer > limit,
    measuring(on) {
      limit = on ? Math.max(limitMs, MEASURING_LIMIT_MS) : limitMs;
      // asked or answering, the frame just spoke
      lastAnswer = Math.max(lastAnswer, now());
    },
  };
}
