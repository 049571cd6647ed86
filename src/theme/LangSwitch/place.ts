/**
 * Where the visitor is on a page, as the page's other language can find it again: the section
 * (heading or demo box, in document order) at the top of the window and how far into it. The
 * translations keep the order of headings and demos; their ids and heights differ.
 */
export interface Place {
  index: number;
  /** how far the window's top is into that section, as a share of its height (0 to 1) */
  into: number;
}

/** The place, from the anchors' top and bottom edges measured from the line under the header. */
export function placeOf(anchors: readonly { top: number; bottom: number }[]): Place | null {
  let index = -1;
  anchors.forEach((anchor, at) => {
    if (anchor.top <= 1) index = at;
  });
  if (index < 0) return null;
  const { top } = anchors[index];
  const next = anchors[index + 1]?.top ?? anchors[index].bottom;
  const height = Math.max(next - top, 1);
  return { index, into: Math.min(Math.max(-top / height, 0), 1) };
}

/**
 * How far to scroll the window for `place` on the other page: its anchors as `placeOf` reads
 * them there. Null when that page has no such section.
 */
export function scrollFor(place: Place, anchors: readonly { top: number; bottom: number }[]): number | null {
  const anchor = anchors[place.index];
  if (!anchor) return null;
  const next = anchors[place.index + 1]?.top ?? anchor.bottom;
  return anchor.top + place.into * Math.max(next - anchor.top, 1);
}
