import { startTransition, useEffect, useRef, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { emptyHistory, kindOf, record, redo, undo, type EditKind, type Snapshot } from './history';
import type { TextChange } from './textEdits';

/**
 * The editor's text and its undo history. The text is the textarea's, never React's (a controlled
 * textarea ends Chromium's undo step on every key), and Chromium also ends it when the page
 * changes, so undo and redo, keys and menu items alike, go through the editor's own ./history.
 */

const snapshot = (area: HTMLTextAreaElement): Snapshot => ({
  text: area.value,
  start: area.selectionStart,
  end: area.selectionEnd,
});

/** Applies a change as typing would, or directly where the browser cannot. */
function applyChange(area: HTMLTextAreaElement, change: TextChange) {
  area.setSelectionRange(change.from, change.to);
  // execCommand is deprecated, but keeps the browser's spelling of an edit (input events)
  const typed =
    typeof document.execCommand === 'function' &&
    (change.insert ? document.execCommand('insertText', false, change.insert) : document.execCommand('delete'));
  if (!typed) {
    area.setRangeText(change.insert, change.from, change.to, 'end');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  area.setSelectionRange(...change.select);
}

/**
 * `value` is brought in when it is not text the visitor typed: another file or language
 * replaces the text and its history; the same file changed from outside (Reset) is a step of
 * the history, which Ctrl+Z takes back.
 */
export function useEditorText(
  area: RefObject<HTMLTextAreaElement>,
  name: string,
  value: string,
  onChange: (code: string) => void,
) {
  const shown = useRef<string | null>(null);
  /** texts reported, that `value` has not come back as yet */
  const typed = useRef<string[]>([]);
  const history = useRef(emptyHistory());
  const last = useRef<Snapshot>({ text: '', start: 0, end: 0 });
  const pending = useRef<{ kind: EditKind; before: Snapshot } | null>(null);

  const report = (code: string) => {
    typed.current.push(code);
    startTransition(() => onChange(code));
  };
  const step = (back: boolean) => {
    const element = area.current!;
    const moved = back ? undo(history.current) : redo(history.current);
    if (!moved) return;
    history.current = moved.history;
    element.value = moved.show.text;
    element.setSelectionRange(moved.show.start, moved.show.end);
    last.current = moved.show;
    report(moved.show.text);
  };
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    const element = area.current!;
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
        event.preventDefault();
        stepRef.current(event.inputType === 'historyUndo');
        return;
      }
      pending.current ??= { kind: kindOf(event.inputType), before: snapshot(element) };
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, [area]);

  useEffect(() => {
    const element = area.current!;
    const sameFile = shown.current === name;
    shown.current = name;
    const own = typed.current.lastIndexOf(value);
    if (own >= 0) {
      typed.current.splice(0, own + 1);
      return;
    }
    typed.current = [];
    if (element.value === value) return;
    const after = { text: value, start: 0, end: 0 };
    history.current = sameFile ? record(history.current, 'other', snapshot(element), after) : emptyHistory();
    element.value = value;
    element.setSelectionRange(0, 0);
    last.current = after;
  }, [area, name, value]);

  return {
    onInput(event: ChangeEvent<HTMLTextAreaElement>) {
      const after = snapshot(event.target);
      const { kind, before } = pending.current ?? { kind: 'other' as const, before: last.current };
      pending.current = null;
      history.current = record(history.current, kind, before, after);
      last.current = after;
      report(after.text);
    },
    /** Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (⌘ on a Mac): true when the key was undo or redo */
    onHistoryKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return false;
      event.preventDefault();
      step(key === 'z' && !event.shiftKey);
      return true;
    },
    /** a key's own change (Tab, Enter): a step of its own */
    apply(change: TextChange) {
      const element = area.current!;
      pending.current = { kind: 'other', before: snapshot(element) };
      applyChange(element, change);
    },
  };
}
