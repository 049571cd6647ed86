import { useIntl } from 'dumi';
import React, { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { languageOf } from '@site/codeView';
import './index.css';
import { indentChange, lineBreakChange, type TextChange } from './textEdits';
import { useEditorText } from './typing';
import { useMarkedLine } from './useMarkedLine';

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
  /** a new number moves the focus back into the editor (after Reset) */
  focusRequest: number;
  /** the code does not run: the line to mark (1-based) and the id of the message naming it */
  error: { line: number; messageId: string } | null;
}

/**
 * The demo's code as a transparent textarea over the same code coloured by Prism, laid out alike;
 * lines wrap, so nothing scrolls sideways. Tab and Shift+Tab indent, Enter keeps the indentation;
 * Escape then Tab moves the focus on, as in CodeMirror and VS Code, which a hint says.
 */
export default function CodeEditor({ name, value, onChange, label, caret, focusRequest, error }: CodeEditorProps) {
  const intl = useIntl();
  const area = useRef<HTMLTextAreaElement>(null);
  const colours = useRef<HTMLDivElement>(null);
  const escaped = useRef(false);
  const hintId = useId();
  // the text is the textarea's and the undo history the editor's own (./typing says why)
  const text = useEditorText(area, name, value, onChange);
  useMarkedLine(colours, error?.line ?? null, value);

  useEffect(() => {
    const element = area.current!;
    const at = Math.min(caret ?? 0, element.value.length);
    // the tapped spot is on screen already: focus without scrolling the page
    element.focus({ preventScroll: true });
    element.setSelectionRange(at, at);
    // the first caret only; later ones are the visitor's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (focusRequest > 0) area.current!.focus({ preventScroll: true });
  }, [focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const leaving = escaped.current;
    escaped.current = event.key === 'Escape' || (leaving && event.key === 'Shift');
    if (event.nativeEvent.isComposing || text.onHistoryKey(event)) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { value: code, selectionStart: start, selectionEnd: end } = target;
    let change: TextChange | null = null;
    if (event.key === 'Tab' && !leaving) change = indentChange(code, start, end, event.shiftKey);
    else if (event.key === 'Enter' && !event.shiftKey) change = lineBreakChange(code, start, end);
    else return;
    event.preventDefault();
    if (change) text.apply(change);
  };

  const lang = languageOf(name);
  return (
    <div className="rcp-previewer-editing">
      <div className="rcp-previewer-editor">
        <div ref={colours} className="rcp-previewer-editor-colours" aria-hidden="true">
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${error.messageId} ${hintId}` : hintId}
          onChange={text.onInput}
          onKeyDown={onKeyDown}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          translate="no"
        />
      </div>
      <p id={hintId} className="rcp-previewer-editor-hint">
        {intl.formatMessage({ id: 'previewer.live.hint' })}
      </p>
    </div>
  );
}
