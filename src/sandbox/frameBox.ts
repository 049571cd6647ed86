/**
 * The shown frame's box (issue 39): as tall as the demo's flow, plus, while a popup of the demo
 * (rc-select's list) reaches below it, that extent, taken back by a negative bottom margin, so the
 * frame draws over what follows it, as the original demo's popup does, and nothing moves. Pure.
 */

/** What a frame reported: its flow height and how far a popup reaches below it. */
export interface FrameSize {
  height: number;
  overlay: number;
}

export const NO_SIZE: FrameSize = { height: 0, overlay: 0 };

/**
 * The size to draw: the overlay at most the window's height, so a frame reporting a huge popup
 * cannot cover the page below its demo box (it stays as wide as the box's column, and under the
 * site's sticky header: `--site-z-frame-overlay` in src/styles/tokens.css).
 */
export function frameBox(size: FrameSize, windowHeight: number): FrameSize {
  const cap = Number.isFinite(windowHeight) && windowHeight > 0 ? windowHeight : 0;
  return { height: size.height, overlay: Math.min(size.overlay, cap) };
}
