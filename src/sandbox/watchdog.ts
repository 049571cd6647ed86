/** A frame stuck where the loop guard never runs (native code, a regex) stops answering pings, and is torn down. */

export const PING_EVERY_MS = 250;
/** within 2 s of its last answer */
export const SILENCE_LIMIT_MS = 1750;

export interface Watchdog {
  ping(): number;
  answered(beat: number): void;
  /** silent past the limit while the page itself ran */
  silent(): boolean;
}

export function createWatchdog(now: () => number, limitMs = SILENCE_LIMIT_MS): Watchdog {
  let beats = 0;
  let lastAnswer = now();
  let lastPing = lastAnswer;
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
    silent: () => now() - lastAnswer > limitMs,
  };
}
