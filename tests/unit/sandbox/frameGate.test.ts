import { describe, expect, it } from 'vitest';
import { LOCALE_IDS } from '../../../src/paginationLocale';
import { createFrameGate, MAX_CALLS } from '../../../src/sandbox/frameGate';
import { envelope, readFrameMessage } from '../../../src/sandbox/protocol';
import { createWatchdog, MEASURING_LIMIT_MS, PING_EVERY_MS, SILENCE_LIMIT_MS } from '../../../src/sandbox/watchdog';

/**
 * What the page acts on from one frame: no number of messages makes it do more work
 * than one of each, and a frame that stops answering is noticed within 2 s.
 */
describe('createFrameGate', () => {
  it('honours ready once per frame load, however many come', () => {
    const gate = createFrameGate(1);
    const admitted = Array.from({ length: 5000 }, () => gate.admit({ type: 'ready' })).filter(Boolean);
    expect(admitted).toHaveLength(1);
  });

  it('acts on a Tab pressed in the frame only once the frame is ready, and reads it with no field of its own', () => {
    const gate = createFrameGate(1);
    expect(gate.admit({ type: 'tab' })).toBe(false);
    gate.admit({ type: 'ready' });
    expect(gate.admit({ type: 'tab' })).toBe(true);
    expect(readFrameMessage(envelope({ type: 'tab', focus: '#x' } as never))).toEqual({ type: 'tab' });
  });

  it('acts on a height only when it changed', () => {
    const gate = createFrameGate(1);
    gate.admit({ type: 'ready' });
    const heights = [10, 10, 10, 20, 20, 10].map((height) => gate.admit({ type: 'height', height, overlay: 0, left: 0, right: 0 }));
    expect(heights).toEqual([true, false, false, true, false, true]);
  });

  it("acts on a popup's area only when it changed", () => {
    const gate = createFrameGate(1);
    gate.admit({ type: 'ready' });
    const sizes = [0, 0, 134, 134, 0].map((overlay) => gate.admit({ type: 'height', height: 74, overlay, left: 0, right: overlay }));
    expect(sizes).toEqual([true, false, true, false, true]);
    expect(gate.admit({ type: 'height', height: 74, overlay: 0, left: 5, right: 0 })).toBe(true);
  });

  it("asks for each locale once: all of rc-pagination's (the Locale demo's locales.ts), and no more", () => {
    const gate = createFrameGate(1);
    gate.admit({ type: 'ready' });
    expect(gate.admit({ type: 'needLocale', id: 'de_DE' })).toBe(true);
    expect(gate.admit({ type: 'needLocale', id: 'de_DE' })).toBe(false);
    const others = LOCALE_IDS.filter((id) => id !== 'de_DE');
    expect(others.every((id) => gate.admit({ type: 'needLocale', id }))).toBe(true);
    expect(others.some((id) => gate.admit({ type: 'needLocale', id }))).toBe(false);
    // well-formed ids past the known ones are refused too
    expect(gate.admit({ type: 'needLocale', id: 'xx_XX' })).toBe(false);
  });

  it("takes its run's result once, and one later failure after it rendered", () => {
    const gate = createFrameGate(4);
    gate.admit({ type: 'ready' });
    expect(gate.admit({ type: 'result', run: 3, error: null })).toBe(false);
    expect(gate.admit({ type: 'result', run: 4, error: null })).toBe(true);
    expect(gate.admit({ type: 'result', run: 4, error: null })).toBe(false);
    expect(gate.admit({ type: 'result', run: 4, error: { kind: 'stopped' } })).toBe(true);
    expect(gate.admit({ type: 'result', run: 4, error: { kind: 'runtime', message: 'again', stack: '' } })).toBe(false);
  });

  it("logs its run's listener calls only after it rendered, and a bounded number of them", () => {
    const gate = createFrameGate(4);
    const call = (run: number) => gate.admit({ type: 'call', run, name: 'onChange', args: [2, 10] });
    gate.admit({ type: 'ready' });
    expect(call(4)).toBe(false);
    gate.admit({ type: 'result', run: 4, error: null });
    expect(call(3)).toBe(false);
    const admitted = Array.from({ length: MAX_CALLS + 500 }, () => call(4)).filter(Boolean);
    expect(admitted).toHaveLength(MAX_CALLS);
  });

  it('logs no call after its run crashed', () => {
    const gate = createFrameGate(1);
    gate.admit({ type: 'ready' });
    gate.admit({ type: 'result', run: 1, error: null });
    gate.admit({ type: 'result', run: 1, error: { kind: 'runtime', message: 'boom', stack: '' } });
    expect(gate.admit({ type: 'call', run: 1, name: 'onChange', args: [2, 10] })).toBe(false);
  });

  it('acts on nothing but ready before ready', () => {
    const gate = createFrameGate(1);
    expect(gate.admit({ type: 'height', height: 5, overlay: 0, left: 0, right: 0 })).toBe(false);
    expect(gate.admit({ type: 'result', run: 1, error: null })).toBe(false);
    expect(gate.admit({ type: 'pong', beat: 1 })).toBe(false);
    expect(gate.admit({ type: 'moved' })).toBe(false);
  });

  it('takes a move of the address once: the page tears the frame down at the first', () => {
    const gate = createFrameGate(2);
    gate.admit({ type: 'ready' });
    expect(gate.admit({ type: 'moved' })).toBe(true);
    expect(gate.admit({ type: 'moved' })).toBe(false);
  });
});

describe('createWatchdog', () => {
  function clocked() {
    let time = 0;
    const dog = createWatchdog(() => time);
    return { dog, pass: (ms: number) => (time += ms) };
  }

  it('finds a frame silent within 2 s of its last answer, and not before the limit', () => {
    const { dog, pass } = clocked();
    let silentAt: number | null = null;
    for (let at = 0; at <= 4000 && silentAt === null; at += PING_EVERY_MS) {
      if (at > 0) pass(PING_EVERY_MS);
      dog.ping();
      if (dog.silent()) silentAt = at;
    }
    expect(silentAt).toBeGreaterThan(SILENCE_LIMIT_MS - 1);
    expect(silentAt).toBeLessThanOrEqual(2000);
  });

  it('keeps a frame that answers', () => {
    const { dog, pass } = clocked();
    for (let turn = 0; turn < 40; turn += 1) {
      pass(PING_EVERY_MS);
      dog.answered(dog.ping());
      expect(dog.silent()).toBe(false);
    }
  });

  it('counts no answer to a ping it never sent', () => {
    const { dog, pass } = clocked();
    for (let turn = 0; turn < 10; turn += 1) {
      pass(PING_EVERY_MS);
      dog.ping();
      dog.answered(1000 + turn);
    }
    expect(dog.silent()).toBe(true);
  });

  it('gives the frame the time the page itself lost (its own timer came late)', () => {
    const { dog, pass } = clocked();
    dog.ping();
    pass(3000);
    dog.ping();
    expect(dog.silent()).toBe(false);
  });

  it('gives a frame measuring its demo (axe holds its thread) the probe\'s time, then the usual limit once it answered', () => {
    const { dog, pass } = clocked();
    dog.measuring(true);
    let silentAt: number | null = null;
    for (let at = PING_EVERY_MS; at <= 2 * MEASURING_LIMIT_MS && silentAt === null; at += PING_EVERY_MS) {
      pass(PING_EVERY_MS);
      dog.ping();
      if (dog.silent()) silentAt = at;
    }
    // seconds of silence while measuring are no hang; the limit's end is
    expect(silentAt).toBeGreaterThan(MEASURING_LIMIT_MS);
    expect(silentAt).toBeLessThanOrEqual(MEASURING_LIMIT_MS + PING_EVERY_MS);
    const { dog: answered, pass: later } = clocked();
    answered.measuring(true);
    later(10_000);
    answered.measuring(false);
    for (let waited = 0; waited < SILENCE_LIMIT_MS; waited += PING_EVERY_MS) {
      later(PING_EVERY_MS);
      answered.ping();
    }
    later(PING_EVERY_MS);
    answered.ping();
    expect(answered.silent()).toBe(true);
  });
});
