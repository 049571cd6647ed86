/**
 * The editor's few keys that do more than a textarea does, as pure text changes: Tab and
 * Shift+Tab indent and outdent (the caret or every selected line), Enter keeps the line's
 * indentation. The editor applies a change as typing would, and its own history (./history)
 * takes it as a step.
 */

/** One indentation step: the demos are written with two spaces. */
export const INDENT = '  ';

/** Replace `from`..`to` with `insert`, then select `select` (offsets in the new text). */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
  select: [number, number];
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;

function lineEnd(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end;
}

/** Tab (`out` false) or Shift+Tab (`out` true) with the selection `start`..`end`. */
export function indentChange(text: string, start: number, end: number, out: boolean): TextChange | null {
  if (!out && start === end) {
    return { from: start, to: end, insert: INDENT, select: [start + INDENT.length, start + INDENT.length] };
  }
  const from = lineStart(text, start);
  // a selection ending at the start of a line leaves that line alone
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const to = lineEnd(text, last);
  const lines = text.slice(from, to).split('\n');
  const changed = lines.map((line) => (out ? line.replace(/^ {1,2}/, '') : INDENT + line));
  const insert = changed.join('\n');
  if (insert === text.slice(from, to)) return null;
  if (start === end) {
    // outdenting at the caret: it moves back with the spaces taken from its line
    const caret = Math.max(from, start - (lines[0].length - changed[0].length));
    return { from, to, insert, select: [caret, caret] };
  }
  return { from, to, insert, select: [from, from + insert.length] };
}

/** Enter: a line break, and the indentation of the line the caret leaves. */
export function lineBreakChange(text: string, start: number, end: number): TextChange {
  const indent = /^[ \t]*/.exec(text.slice(lineStart(text, start), start))?.[0] ?? '';
  const insert = `\n${indent}`;
  return { from: start, to: end, insert, select: [start + insert.length, start + insert.length] };
}
