/** The shown frame's box, clamped from what the hostile frame reports, and clipped so clicks elsewhere reach the page. */

export interface FrameSize {
  height: number;
  overlay: number;
  /** in the frame's pixels */
  left: number;
  right: number;
}

export const NO_SIZE: FrameSize = { height: 0, overlay: 0, left: 0, right: 0 };

/** rc-select's list is 256 px at most (`listHeight`), with padding and gap under 300. */
export const MAX_POPUP_HEIGHT = 300;

export interface FrameRoom {
  width: number;
  below: number;
}

const within = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** The popup at most MAX_POPUP_HEIGHT tall and no lower than the box's end, inside the frame's width. */
export function frameBox(size: FrameSize, room: FrameRoom): FrameSize {
  const width = Math.max(0, room.width);
  const left = within(size.left, 0, width);
  const right = within(size.right, left, width);
  const overlay = right > left ? within(size.overlay, 0, Math.min(MAX_POPUP_HEIGHT, Math.max(0, room.below))) : 0;
  return overlay > 0 ? { height: size.height, overlay, left, right } : { height: size.height, overlay: 0, left: 0, right: 0 };
}

/** Clicks outside the clip go to what lies under the frame (hit testing follows clip-path). */
export function frameClip({ height, overlay, left, right }: FrameSize): string | undefined {
  if (overlay <= 0) return undefined;
  const bottom = height + overlay;
  return `polygon(0 0, 100% 0, 100% ${height}px, ${right}px ${height}px, ${right}px ${bottom}px, ${left}px ${bottom}px, ${left}px ${height}px, 0 ${height}px)`;
}
