/**
 * The page's watch on a runner frame: a frame stuck where the loop guard never runs (a loop
 * inside native code, a catastrophic regular expression) stops answering pings, and the page
 * tears it down. Pure, with the clock passed in; useSandboxFrames drives it.
 */

/** How often the page asks each frame whether it still answers. */
export const PING_EVERY_MS = 250;
/** A frame that has not answered for this long is torn down: within 2 s of its last answer. */
export const SILENCE_LIMIT_MS = 1750;

export interface Watchdog {
  /** the number of the next ping to send */
  ping(): number;
  /** the frame answered ping `beat` */
  answered(beat: number): void;
  /** true once the frame has been silent past the limit while the page itself ran */
  silent(): boolean;
}

/** A watch on one frame, from the moment it said it was ready. */
export function createWatchdog(now: () => number, limitMs = SILENCE_LIMIT_MS): Watchdog {
  let beats = 0;
  let lastAnswer = now();
  let lastPing = lastAnswer;
  return {
    ping() {
      const at = now();
      // the page's own timer came late: the page was held up too (a frame in its process, a
      // background tab), so the frame gets the time the page lost
      if (at - lastPing > limitMs / 2) lastAnswer = Math.max(lastAnswer, at - PING_EVERY_MS);
      lastPing = at;
      return (beats += 1);
    },
    answered(beat) {
      // only an answer to a ping we sent counts: a frame cannot answer ahead
      if (beat >= 1 && beat <= beats) lastAnswer = Math.max(lastAnswer, now());
    },
    silent: () => now() - lastAnswer > limitMs,
  };
}
