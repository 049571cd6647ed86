import { describe, expect, it } from 'vitest';
import { frameBox } from '../../../src/sandbox/frameBox';
import { createFrameGate } from '../../../src/sandbox/frameGate';
import { MAX_HEIGHT, envelope, readFrameMessage } from '../../../src/sandbox/protocol';

/** The frame's box while a popup of its demo is out (issue 39). */
describe('frameBox', () => {
  it("keeps a popup's extent that fits in the window", () => {
    expect(frameBox({ height: 74, overlay: 92 }, 800)).toEqual({ height: 74, overlay: 92 });
    expect(frameBox({ height: 74, overlay: 0 }, 800)).toEqual({ height: 74, overlay: 0 });
  });

  it('caps a hostile frame reporting a huge popup to the window height, through the gate', () => {
    const message = readFrameMessage(envelope({ type: 'height', height: 74, overlay: 1e12 }));
    expect(message).toEqual({ type: 'height', height: 74, overlay: MAX_HEIGHT });
    const gate = createFrameGate(1);
    gate.admit({ type: 'ready' });
    if (message?.type !== 'height' || !gate.admit(message)) throw new Error('the size was not admitted');
    expect(frameBox(message, 800)).toEqual({ height: 74, overlay: 800 });
  });

  it('lets no popup out when the window height is unknown', () => {
    expect(frameBox({ height: 74, overlay: 500 }, Number.NaN).overlay).toBe(0);
    expect(frameBox({ height: 74, overlay: 500 }, 0).overlay).toBe(0);
  });
});
