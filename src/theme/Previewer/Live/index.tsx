import { useDemo, useIntl } from 'dumi';
import type { ExampleBlockAsset } from 'dumi-assets-types';
import React, { useCallback, useEffect } from 'react';
import type { CodeLanguage } from '@site/codeView/codeLanguage';
import CodeBar from '@site/codeView/CodeView/CodeBar';
import SourcePanel from '@site/codeView/CodeView/SourcePanel';
import { useCopyStatus } from '@site/codeView/CodeView/useCopyStatus';
import type { DemoFile } from '@site/codeView/files';
import { applyEdit } from '@site/liveDemo/edits';
import DemoErrorBoundary from '@theme/DemoErrorBoundary';
import type { LiveOutput } from '../liveOutput';
import CodeEditor from './CodeEditor';
import LiveBar from './LiveBar';
import LiveMessage, { type LiveNotice } from './LiveMessage';
import LivePreview from './LivePreview';
import { useLiveEdits } from './useLiveEdits';
import { loadRunner, useLiveRun } from './useLiveRun';
import { useShownCode } from './useShownCode';

export interface LiveCodeProps {
  asset: ExampleBlockAsset;
  files: DemoFile[];
  /** prefix for the ids of the file tabs and their panel */
  idPrefix: string;
  active: number;
  onSelect: (index: number) => void;
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
  onOutput: (output: LiveOutput) => void;
}

/**
 * The demo's code as an editor (this module is its own chunk, loaded when the code is first
 * opened): file tabs, the TypeScript / JavaScript switch, Reset and Share. Edits run in place of
 * the demo (./useLiveRun) and reach the previewer's preview, copy and exports through
 * `onOutput`. It stays mounted once opened, so closing the code keeps the edits.
 */
export default function LiveCode(props: LiveCodeProps) {
  const { asset, files, idPrefix, active, language } = props;
  const intl = useIntl();
  const preloaded = useDemo(asset.id)?.context;
  const { edits, setEdits, edited, badLink, exportAsset, reset, shareAddress } = useLiveEdits(
    asset,
    files,
  );
  const [shareStatus, copy] = useCopyStatus();
  const file = files[active] ?? files[0];
  const shown = useShownCode(file, edits[file.name], language);
  const entry = files[0]?.name ?? 'index.tsx';
  const run = useLiveRun(files, edits, entry, preloaded);

  const onType = useCallback(
    (code: string) =>
      setEdits((current) => applyEdit(current, file, shown.language, code, shown.original)),
    [setEdits, file, shown.language, shown.original],
  );
  const share = () => void copy(shareAddress(), 'previewer.live.shared');

  const notice: LiveNotice | null = run.error ? { error: run.error } : badLink ? { badLink: true } : null;
  const { onOutput } = props;
  useEffect(() => {
    onOutput({
      preview: run.component && (
        <DemoErrorBoundary key={run.version}>
          <LivePreview component={run.component} stylesheets={run.stylesheets} files={files} />
        </DemoErrorBoundary>
      ),
      message: notice && <LiveMessage notice={notice} />,
      shownCode: shown.code,
      exportAsset,
    });
    // `notice` is rebuilt from run.error and badLink on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onOutput, run, badLink, shown.code, exportAsset, files]);

  return (
    <>
      <CodeBar
        idPrefix={idPrefix}
        files={files}
        active={active}
        onSelect={props.onSelect}
        shown={shown}
        language={language}
        onLanguageChange={props.onLanguageChange}
      >
        <LiveBar edited={edited} onReset={reset} onShare={share} status={shareStatus} />
      </CodeBar>
      <SourcePanel idPrefix={idPrefix} fileCount={files.length} active={active} note={shown.note}>
        <CodeEditor
          name={shown.name}
          value={shown.code}
          onChange={onType}
          label={intl.formatMessage({ id: 'previewer.live.editor' })}
          docKey={`${active}:${shown.name}`}
          onFocus={() => void loadRunner().catch(() => undefined)}
        />
      </SourcePanel>
    </>
  );
}
