/**
 * The shown frame's box: as tall as the demo's flow, plus, while a popup of the demo (the size
 * changer's list) reaches below it, that popup's area, taken back by a negative bottom margin so
 * nothing moves. The frame is hostile: whatever it reports is clamped here, and the frame is
 * clipped to its flow and that one area (clipPath), so a click anywhere else reaches the page. Pure.
 */

/** What a frame reported: its flow height, and the popup's area below it (overlay 0: none). */
export interface FrameSize {
  height: number;
  /** how far the popup reaches below the flow */
  overlay: number;
  /** the popup's left and right edges, in the frame's pixels */
  left: number;
  right: number;
}

export const NO_SIZE: FrameSize = { height: 0, overlay: 0, left: 0, right: 0 };

/**
 * The tallest popup a demo has: rc-select's list is 256 px at most (its `listHeight`), with its
 * padding and its gap to the select under 300.
 */
export const MAX_POPUP_HEIGHT = 300;

/** Where the frame sits: its width, and the room between its flow and the end of its demo box. */
export interface FrameRoom {
  width: number;
  below: number;
}

const within = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The size to draw: the popup at most MAX_POPUP_HEIGHT tall and no lower than the demo box's end,
 * its edges inside the frame's width. A popup with no width is none.
 */
export function frameBox(size: FrameSize, room: FrameRoom): FrameSize {
  const width = Math.max(0, room.width);
  const left = within(size.left, 0, width);
  const right = within(size.right, left, width);
  const overlay = right > left ? within(size.overlay, 0, Math.min(MAX_POPUP_HEIGHT, Math.max(0, room.below))) : 0;
  return overlay > 0 ? { height: size.height, overlay, left, right } : { height: size.height, overlay: 0, left: 0, right: 0 };
}

/**
 * The frame's clip: its flow, and below it only the popup's area. Clicks outside the clip go to
 * what lies under the frame (hit testing follows clip-path).
 */
export function frameClip({ height, overlay, left, right }: FrameSize): string | undefined {
  if (overlay <= 0) return undefined;
  const bottom = height + overlay;
  return `polygon(0 0, 100% 0, 100% ${height}px, ${right}px ${height}px, ${right}px ${bottom}px, ${left}px ${bottom}px, ${left}px ${height}px, 0 ${height}px)`;
}
