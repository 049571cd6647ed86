/**
 * The editor's undo history, pure: the steps a visitor can undo and redo, grouped as a code
 * editor groups them, by the kind of edit and word boundaries, never by time. The browser's own
 * history cannot be kept: Chromium ends the step being typed whenever the page changes around
 * the editor, and the live preview changes the page as the visitor types.
 */

/** The text and its selection, before or after a change. */
export interface Snapshot {
  text: string;
  start: number;
  end: number;
}

/** Typed text and deleted text join runs of their kind; any other change is a step of its own. */
export type EditKind = 'type' | 'delete' | 'other';

interface Step {
  kind: EditKind;
  before: Snapshot;
  after: Snapshot;
}

export interface EditHistory {
  done: Step[];
  undone: Step[];
}

/** Far more steps than anyone undoes; the oldest go first. */
const LIMIT = 300;
const BLANK = /\s/;

export const emptyHistory = (): EditHistory => ({ done: [], undone: [] });

const same = (a: Snapshot, b: Snapshot) => a.text === b.text && a.start === b.start && a.end === b.end;

/** Whether a change continues the last step: its kind, from where that step left the caret. */
function continues(last: Step | undefined, kind: EditKind, before: Snapshot, after: Snapshot): boolean {
  if (!last || kind === 'other' || last.kind !== kind || !same(last.after, before)) return false;
  if (before.start !== before.end) return false;
  if (kind === 'delete') return true;
  // a word and the blanks after it are one step; the next word starts another
  const typed = after.text.slice(before.start, after.start);
  const previous = before.text[before.start - 1] ?? '';
  return !(BLANK.test(previous) && typed !== '' && !BLANK.test(typed[0]));
}

/** The history after a change from `before` to `after`. */
export function record(history: EditHistory, kind: EditKind, before: Snapshot, after: Snapshot): EditHistory {
  if (before.text === after.text) return history;
  const last = history.done[history.done.length - 1];
  if (continues(last, kind, before, after)) {
    return { done: [...history.done.slice(0, -1), { ...last, after }], undone: [] };
  }
  return { done: [...history.done, { kind, before, after }].slice(-LIMIT), undone: [] };
}

/** The history after one undo, and the text to show; null when there is nothing to undo. */
export function undo(history: EditHistory): { history: EditHistory; show: Snapshot } | null {
  const step = history.done[history.done.length - 1];
  if (!step) return null;
  return { history: { done: history.done.slice(0, -1), undone: [...history.undone, step] }, show: step.before };
}

/** The history after one redo, and the text to show; null when there is nothing to redo. */
export function redo(history: EditHistory): { history: EditHistory; show: Snapshot } | null {
  const step = history.undone[history.undone.length - 1];
  if (!step) return null;
  return { history: { done: [...history.done, step], undone: history.undone.slice(0, -1) }, show: step.after };
}

/** The kind of a change, from the `inputType` of its input event. */
export function kindOf(inputType: string): EditKind {
  if (inputType === 'insertText' || inputType === 'insertCompositionText') return 'type';
  if (inputType === 'deleteContentBackward' || inputType === 'deleteContentForward') return 'delete';
  return 'other';
}
