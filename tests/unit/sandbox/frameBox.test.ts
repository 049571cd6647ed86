import { describe, expect, it } from 'vitest';
import { frameBox, frameClip, MAX_POPUP_HEIGHT } from '../../../src/sandbox/frameBox';
import { createFrameGate } from '../../../src/sandbox/frameGate';
import { envelope, readFrameMessage } from '../../../src/sandbox/protocol';

const ROOM = { width: 600, below: 400 };

/** The frame's box while a popup of its demo is out: the frame is hostile, so it is clamped. */
describe('frameBox', () => {
  it("keeps a popup's area that fits in its box", () => {
    expect(frameBox({ height: 74, overlay: 92, left: 100, right: 220 }, ROOM)).toEqual({ height: 74, overlay: 92, left: 100, right: 220 });
    expect(frameBox({ height: 74, overlay: 0, left: 0, right: 0 }, ROOM)).toEqual({ height: 74, overlay: 0, left: 0, right: 0 });
  });

  it('clamps a hostile frame reporting a huge popup, through the gate: no taller than a select list, within the box', () => {
    const message = readFrameMessage(envelope({ type: 'height', height: 74, overlay: 1e12, left: -50, right: 1e9 }));
    expect(message).toBeNull();
    const huge = readFrameMessage(envelope({ type: 'height', height: 74, overlay: 1e12, left: 0, right: 1e9 }));
    const gate = createFrameGate(1);
    gate.admit({ type: 'ready' });
    if (huge?.type !== 'height' || !gate.admit(huge)) throw new Error('the size was not admitted');
    expect(frameBox(huge, ROOM)).toEqual({ height: 74, overlay: MAX_POPUP_HEIGHT, left: 0, right: 600 });
    expect(frameBox(huge, { width: 600, below: 120 }).overlay).toBe(120);
  });

  it('lets no popup out past the end of its box, or with no width', () => {
    expect(frameBox({ height: 74, overlay: 500, left: 0, right: 100 }, { width: 600, below: 0 }).overlay).toBe(0);
    expect(frameBox({ height: 74, overlay: 500, left: 0, right: 100 }, { width: 600, below: -40 }).overlay).toBe(0);
    expect(frameBox({ height: 74, overlay: 100, left: 700, right: 900 }, ROOM)).toEqual({ height: 74, overlay: 0, left: 0, right: 0 });
  });
});

describe('frameClip', () => {
  it('clips the frame to its flow and the popup area under it', () => {
    expect(frameClip({ height: 50, overlay: 100, left: 10, right: 90 })).toBe(
      'polygon(0 0, 100% 0, 100% 50px, 90px 50px, 90px 150px, 10px 150px, 10px 50px, 0 50px)',
    );
  });

  it('leaves a frame without popup unclipped', () => {
    expect(frameClip({ height: 50, overlay: 0, left: 0, right: 0 })).toBeUndefined();
  });
});
