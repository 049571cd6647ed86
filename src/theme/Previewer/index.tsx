import { useIntl, type IPreviewerProps } from 'dumi';
import React, { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import '@site/codeView/CodeView/index.css';
import { useCodeLanguage } from '@site/codeView/CodeView/useCodeLanguage';
import { listDemoFiles } from '@site/codeView/files';
import { openInCodePen, openInCodeSandbox, openInStackBlitz } from '@site/export';
import { hashTargets } from '@site/liveDemo/shareAddress';
import { ChunkErrorMessage } from '@theme/ChunkError/ChunkErrorMessage';
import PreviewerActions, { type ExportTarget } from './Actions';
import './index.css';
import type { LiveOutput } from './liveOutput';
import { useCopyActions } from './useCopyActions';

/** The code view is an editor, with its runner: a chunk loaded when the code is first opened. */
const LiveCode = lazy(() => import('./Live'));

const EXPORTERS = {
  codesandbox: openInCodeSandbox,
  stackblitz: openInStackBlitz,
  codepen: openInCodePen,
} satisfies Record<ExportTarget, unknown>;

/** The box around every demo: the live demo, its title and description, actions and code. */
export default function Previewer(props: IPreviewerProps) {
  const { asset, title, description, debug, demoUrl, iframe } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const files = useMemo(() => listDemoFiles(asset), [asset]);
  const [showCode, setShowCode] = useState(Boolean(props.defaultShowCode));
  const [active, setActive] = useState(0);
  const [language, setLanguage] = useCodeLanguage();
  const activeFile = files[active] ?? { name: 'index.tsx', code: '' };
  const demo = useRef<HTMLDivElement>(null);
  // once opened (or named by a shared address) the code stays mounted: closing keeps the edits
  const [codeLoaded, setCodeLoaded] = useState(showCode);
  const [live, setLive] = useState<LiveOutput | null>(null);
  const { status, copyCode, copySketch } = useCopyActions(
    activeFile,
    language,
    demo,
    live?.shownCode,
  );
  const codeId = `${asset.id}-code`;
  const [exportFailed, setExportFailed] = useState(false);
  useEffect(() => {
    if (hashTargets(window.location.hash, asset.id)) setShowCode(true);
  }, [asset.id]);
  useEffect(() => {
    if (showCode) setCodeLoaded(true);
  }, [showCode]);
  // the code as written, while the editor downloads (or if it cannot)
  const plainCode = (
    <div className="dumi-default-source-code">
      <pre className="prism-code">
        <code>{activeFile.code}</code>
      </pre>
    </div>
  );
  // an export loads its builder on click; a failed chunk or SDK call gets a message, not silence
  const exportDemo = async (target: ExportTarget) => {
    setExportFailed(false);
    try {
      const exported = live?.exportAsset ? await live.exportAsset() : asset;
      await EXPORTERS[target]({ asset: exported, title, description });
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <div id={asset.id} className="rcp-previewer" data-debug={debug || undefined}>
      <div
        ref={demo}
        className="rcp-previewer-demo"
        data-compact={props.compact || undefined}
        data-transform={props.transform || undefined}
        style={{ background: props.background }}
      >
        {iframe ? (
          <iframe
            src={demoUrl}
            title={title ?? t('previewer.demo')}
            style={typeof iframe === 'number' ? { height: iframe } : undefined}
          />
        ) : (
          (live?.preview ?? props.children)
        )}
      </div>
      {live?.message}
      {(title || debug || description) && (
        <div className="rcp-previewer-meta">
          <p className="rcp-previewer-title">
            {debug && <span className="rcp-previewer-badge">{t('previewer.debug')}</span>}
            {title && <a href={`#${asset.id}`}>{title}</a>}
          </p>
          {description && (
            // the description is HTML that dumi rendered from the demo's markdown
            <div className="markdown" dangerouslySetInnerHTML={{ __html: description }} />
          )}
        </div>
      )}
      <PreviewerActions
        demoUrl={demoUrl}
        codeId={codeId}
        showCode={showCode}
        onToggleCode={() => setShowCode((open) => !open)}
        onCopyCode={copyCode}
        onCopySketch={copySketch}
        onExport={exportDemo}
        status={status}
      />
      {exportFailed && (
        <p className="rcp-previewer-export-error" role="alert">
          {t('previewer.export.failed')}
        </p>
      )}
      <div
        id={codeId}
        className="rcp-previewer-code"
        role="region"
        aria-label={t('previewer.code.region')}
        hidden={!showCode}
      >
        {codeLoaded && (
          <ErrorBoundary
            fallback={
              <>
                <ChunkErrorMessage variant="banner" />
                {plainCode}
              </>
            }
          >
            <Suspense fallback={plainCode}>
              <LiveCode
                asset={asset}
                files={files}
                idPrefix={codeId}
                active={active}
                onSelect={setActive}
                language={language}
                onLanguageChange={setLanguage}
                onOutput={setLive}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </div>
  );
}
