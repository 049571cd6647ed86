import React, { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { languageOf } from '@site/codeView';
import './index.css';
import { indentChange, lineBreakChange, type TextChange } from './textEdits';

/** The site's Prism (the chunk the read-only view loaded already), colouring the text. */
const HighlightedCode = lazy(() => import('@theme/SourceCode/HighlightedCode'));

export interface CodeEditorProps {
  /** the file's name: its extension picks the colours */
  name: string;
  value: string;
  onChange: (code: string) => void;
  /** the textbox's accessible name */
  label: string;
  /** where the caret starts (the tap that opened the editor); the editor takes the focus */
  caret: number | null;
}

/** Applies a change as typing would (the browser's undo takes it), or directly where it cannot. */
function apply(area: HTMLTextAreaElement, change: TextChange) {
  area.setSelectionRange(change.from, change.to);
  const typed = change.insert
    ? document.execCommand('insertText', false, change.insert)
    : document.execCommand('delete');
  if (!typed) {
    area.setRangeText(change.insert, change.from, change.to, 'end');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }
  area.setSelectionRange(...change.select);
}

/**
 * The demo's code as a textarea over the same code coloured by the site's Prism: the text is the
 * textarea's (transparent, its caret and selection shown), the colours are the block's beneath,
 * laid out alike so each character sits on its coloured copy. Lines wrap, so nothing scrolls
 * sideways (on a phone it hid the start of every line). A controlled view that opens focused,
 * its caret at `caret`. Tab and Shift+Tab indent, Enter keeps the indentation; Escape then Tab
 * moves the focus on, as in CodeMirror and VS Code.
 */
export default function CodeEditor({ name, value, onChange, label, caret }: CodeEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const escaped = useRef(false);

  useEffect(() => {
    const element = area.current!;
    const at = Math.min(caret ?? 0, element.value.length);
    // the tapped spot is on screen already: focus without scrolling the page
    element.focus({ preventScroll: true });
    element.setSelectionRange(at, at);
    // the first caret only; later ones are the visitor's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const leaving = escaped.current;
    escaped.current = event.key === 'Escape' || (leaving && event.key === 'Shift');
    if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
    const { value: text, selectionStart: start, selectionEnd: end } = target;
    let change: TextChange | null = null;
    if (event.key === 'Tab' && !leaving) change = indentChange(text, start, end, event.shiftKey);
    else if (event.key === 'Enter' && !event.shiftKey) change = lineBreakChange(text, start, end);
    else return;
    event.preventDefault();
    if (change) apply(target, change);
  };

  const lang = languageOf(name);
  return (
    <div className="rcp-previewer-editor">
      <div className="rcp-previewer-editor-colours" aria-hidden="true">
        <Suspense fallback={<pre className="prism-code">{value}</pre>}>
          <HighlightedCode lang={lang} exact>
            {value}
          </HighlightedCode>
        </Suspense>
      </div>
      <textarea
        ref={area}
        className="rcp-previewer-editor-input"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        translate="no"
      />
    </div>
  );
}
