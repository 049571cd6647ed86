/**
 * Where in the code a tap landed, so the editor that replaces the read-only view opens with its
 * caret there. Pure DOM reading, no layout writes; every function returns null when unsure.
 */

/** The text node and offset under a point, from whichever of the two standard APIs exists. */
export function caretAtPoint(doc: Document, x: number, y: number): { node: Node; offset: number } | null {
  const withPosition = doc as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  if (typeof withPosition.caretPositionFromPoint === 'function') {
    const position = withPosition.caretPositionFromPoint(x, y);
    return position ? { node: position.offsetNode, offset: position.offset } : null;
  }
  if (typeof doc.caretRangeFromPoint === 'function') {
    const range = doc.caretRangeFromPoint(x, y);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  }
  return null;
}

/** The text from the start of `root` to (node, offset). */
function textBefore(root: Node, node: Node, offset: number): string {
  const range = (root.ownerDocument ?? document).createRange();
  range.setStart(root, 0);
  range.setEnd(node, offset);
  return range.toString();
}

/** A highlighted line's text: an empty line holds a single '\n' to keep its height. */
const lineText = (line: Element) => (line.textContent === '\n' ? '' : (line.textContent ?? ''));

/**
 * The offset in the shown text of a point inside a code block: a block of `.token-line` rows
 * (src/theme/SourceCode/HighlightedCode, one row per line, no line breaks between them) or plain
 * text in a <pre>. Null when the point is outside `root`.
 */
export function textOffset(root: Element, node: Node, offset: number): number | null {
  if (!root.contains(node)) return null;
  const lines = Array.from(root.querySelectorAll('.token-line'));
  if (lines.length === 0) return textBefore(root, node, offset).length;
  let before = 0;
  for (const line of lines) {
    const text = lineText(line);
    if (line.contains(node)) return before + Math.min(textBefore(line, node, offset).length, text.length);
    before += text.length + 1;
  }
  return null;
}

/**
 * The caret in `code` for a point in its block. A highlighted block shows the code trimmed (as
 * HighlightedCode does), so the leading blank space it dropped comes back here.
 */
export function caretInCode(code: string, block: Element, node: Node, offset: number): number | null {
  const shown = textOffset(block, node, offset);
  if (shown === null) return null;
  const trimmed = block.querySelector('.token-line') !== null;
  const lead = trimmed ? code.length - code.trimStart().length : 0;
  return Math.min(lead + shown, code.length);
}
