import { history, historyKeymap, defaultKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import React, { useEffect, useRef } from 'react';
import { editorTheme, highlighting } from './theme';

export interface CodeEditorProps {
  /** the file's name: its extension picks the language */
  name: string;
  value: string;
  onChange: (code: string) => void;
  /** the textbox's accessible name */
  label: string;
  /** a new key (another file, another language) starts a new document and undo history */
  docKey: string;
  onFocus?: () => void;
}

function languageFor(name: string): Extension {
  if (/\.css$/i.test(name)) return css();
  return javascript({ jsx: !/\.ts$/i.test(name), typescript: /\.tsx?$/i.test(name) });
}

/**
 * CodeMirror 6, in a shadow root of its own, as a controlled view: it shows `value`, reports
 * every change, and replaces its text (as one undoable step) when `value` changes from outside,
 * as Reset does. Tab indents; Escape then Tab moves focus on (CodeMirror's own way out of an
 * editor that takes Tab).
 */
export default function CodeEditor({ name, value, onChange, label, docKey, onFocus }: CodeEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const handlers = useRef({ onChange, onFocus });
  handlers.current = { onChange, onFocus };

  const createState = (doc: string) =>
    EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        history(),
        indentOnInput(),
        bracketMatching(),
        keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
        languageFor(name),
        highlighting,
        editorTheme,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          if (update.focusChanged && update.view.hasFocus) handlers.current.onFocus?.();
        }),
      ],
    });

  useEffect(() => {
    // CodeMirror styles a document with a <style> element, which the site's CSP refuses
    // (style-src 'self'), and a shadow root with constructed stylesheets, which it allows
    const host = parent.current!;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const editor = new EditorView({ parent: root, root, state: createState(value) });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // the view is made once; later changes of key and value are applied below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const firstKey = useRef(docKey);
  useEffect(() => {
    if (firstKey.current === docKey) return;
    firstKey.current = docKey;
    view.current?.setState(createState(value));
    // a new document: `value` belongs to it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [docKey, label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    }
  }, [value]);

  return <div ref={parent} className="rcp-previewer-editor" />;
}
