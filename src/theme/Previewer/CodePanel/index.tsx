import { useIntl } from 'dumi';
import CodeBlock from '@theme/SourceCode/CodeBlock';
import React, { lazy } from 'react';
import { CodeBar, languageOf, SourcePanel, type CodeLanguage, type DemoFile } from '@site/codeView';
import type { CodeEditorProps } from '../Live/CodeEditor';
import LiveBar, { type LiveBarProps } from '../Live/LiveBar';
import type { ShownCode } from '../Live/useShownCode';
import ChunkBoundary from './ChunkBoundary';
import './index.css';
import { useEditTriggers } from './useEditTriggers';

/** The editor: a chunk of its own (about 2 KB), fetched when the visitor starts to edit. */
const CodeEditor = lazy(() => import('../Live/CodeEditor'));

export interface CodePanelProps {
  /** prefix for the ids of the file tabs and their panel */
  idPrefix: string;
  files: DemoFile[];
  active: number;
  onSelect: (index: number) => void;
  /** the active file as shown, edits included */
  shown: ShownCode;
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
  /** Reset, Share and Edit, beside the language switch */
  bar: Omit<LiveBarProps, 'editing' | 'onEdit'>;
  /** null: the code is read-only; otherwise the editor, its caret first at `caret` (null: start) */
  editing: { caret: number | null } | null;
  onEdit: (caret: number | null) => void;
  onType: (code: string) => void;
  /** a new number moves the focus into the editor */
  focusRequest: number;
  /** the line of the shown file that keeps the code from running */
  editorError: CodeEditorProps['error'];
}

/**
 * The demo's code: read-only by CodeBlock until the visitor starts to edit (Edit, a tap in the
 * code or a typing key), then the editor (../Live/CodeEditor). Controlled by ../usePreviewer.
 */
export default function CodePanel(props: CodePanelProps) {
  const { idPrefix, files, active, shown, editing, onEdit } = props;
  const intl = useIntl();
  const triggers = useEditTriggers(shown.code, onEdit);
  const readOnly = <CodeBlock lang={languageOf(shown.name)}>{shown.code}</CodeBlock>;
  return (
    <>
      <CodeBar
        idPrefix={idPrefix}
        files={files}
        active={active}
        onSelect={props.onSelect}
        shown={shown}
        language={props.language}
        onLanguageChange={props.onLanguageChange}
      >
        <LiveBar {...props.bar} editing={editing !== null} onEdit={() => onEdit(null)} />
      </CodeBar>
      <SourcePanel
        idPrefix={idPrefix}
        fileCount={files.length}
        active={active}
        note={shown.note}
        {...(!editing && { focusable: true, ...triggers })}
      >
        {editing ? (
          <ChunkBoundary fallback={readOnly}>
            <CodeEditor
              name={shown.name}
              value={shown.code}
              onChange={props.onType}
              label={intl.formatMessage({ id: 'previewer.live.editor' })}
              caret={editing.caret}
              focusRequest={props.focusRequest}
              error={props.editorError}
            />
          </ChunkBoundary>
        ) : (
          readOnly
        )}
      </SourcePanel>
    </>
  );
}
