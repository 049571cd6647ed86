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

type Anchors = readonly { top: number; bottom: number }[];

/** A section's height: to the next anchor, or the last anchor's own. */
const heightAt = (anchors: Anchors, index: number) =>
  Math.max((anchors[index + 1]?.top ?? anchors[index].bottom) - anchors[index].top, 1);

/** The place, from the anchors' top and bottom edges measured from the line under the header. */
export function placeOf(anchors: Anchors): Place | null {
  let index = -1;
  anchors.forEach((anchor, at) => {
    if (anchor.top <= 1) index = at;
  });
  if (index < 0) return null;
  return { index, into: Math.min(Math.max(-anchors[index].top / heightAt(anchors, index), 0), 1) };
}

/**
 * How far to scroll the window for `place` on the other page: its anchors as `placeOf` reads
 * them there. Null when that page has no such section.
 */
export function scrollFor(place: Place, anchors: Anchors): number | null {
  if (!anchors[place.index]) return null;
  return anchors[place.index].top + place.into * heightAt(anchors, place.index);
}
