import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  kindOf,
  record,
  redo,
  undo,
  type EditHistory,
  type EditKind,
  type Snapshot,
} from '../../../src/theme/Previewer/Live/CodeEditor/history';

const at = (text: string, start = text.length, end = start): Snapshot => ({ text, start, end });

/** Types `typed` one character at a time after `text`, as keys do. */
function typeOut(history: EditHistory, text: string, typed: string): [EditHistory, string] {
  let current = text;
  for (const character of typed) {
    const next = current + character;
    history = record(history, 'type', at(current), at(next));
    current = next;
  }
  return [history, current];
}

describe("the editor's undo history", () => {
  it('takes a typed word back in one undo, and redoes it in one', () => {
    const [history, text] = typeOut(emptyHistory(), 'code;', 'Edited');
    expect(text).toBe('code;Edited');
    const undone = undo(history)!;
    expect(undone.show).toEqual(at('code;'));
    expect(undo(undone.history)).toBeNull();
    expect(redo(undone.history)!.show).toEqual(at('code;Edited'));
  });

  it('starts a new step at each word: "foo bar" is two undos', () => {
    const [history] = typeOut(emptyHistory(), '', 'foo bar');
    const first = undo(history)!;
    expect(first.show.text).toBe('foo ');
    expect(undo(first.history)!.show.text).toBe('');
  });

  it('keeps a run of deletions together, apart from the typing before it', () => {
    let [history, text] = typeOut(emptyHistory(), '', 'abc');
    for (let i = 0; i < 2; i += 1) {
      history = record(history, 'delete', at(text), at(text.slice(0, -1)));
      text = text.slice(0, -1);
    }
    const back = undo(history)!;
    expect(back.show.text).toBe('abc');
    expect(undo(back.history)!.show.text).toBe('');
  });

  it('does not join typing elsewhere (the caret moved), a paste, or a change of its own kind "other"', () => {
    let history = record(emptyHistory(), 'type', at('ab'), at('abX'));
    history = record(history, 'type', at('abX', 0), at('YabX', 1));
    expect(undo(history)!.show).toEqual(at('abX', 0));
    const kinds: EditKind[] = ['other', 'other'];
    let other = emptyHistory();
    other = record(other, kinds[0], at(''), at('pasted'));
    other = record(other, kinds[1], at('pasted'), at('pasted more'));
    expect(undo(other)!.show.text).toBe('pasted');
  });

  it('makes an outside change (Reset) a step that undo takes back, and a new change drops the redos', () => {
    const [typed, text] = typeOut(emptyHistory(), 'original', ' edit');
    const reset = record(typed, 'other', at(text), at('original', 0));
    const back = undo(reset)!;
    expect(back.show.text).toBe('original edit');
    const changed = record(back.history, 'type', at('original edit'), at('original edit!'));
    expect(redo(changed)).toBeNull();
  });

  it('ignores a change that changes nothing', () => {
    const history = emptyHistory();
    expect(record(history, 'type', at('a'), at('a', 0))).toBe(history);
  });

  it('reads the kind of a change from its input event', () => {
    expect(kindOf('insertText')).toBe('type');
    expect(kindOf('insertCompositionText')).toBe('type');
    expect(kindOf('deleteContentBackward')).toBe('delete');
    expect(kindOf('insertFromPaste')).toBe('other');
    expect(kindOf('insertLineBreak')).toBe('other');
  });
});
