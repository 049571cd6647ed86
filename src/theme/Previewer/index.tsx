import { useIntl, type IPreviewerProps } from 'dumi';
import React, { useMemo, useRef, useState } from 'react';
import { listDemoFiles } from '../../codeView/files';
import { openInCodePen, openInCodeSandbox, openInStackBlitz } from '../../export';
import PreviewerActions, { type ExportTarget } from './Actions';
import CodeView from './CodeView';
import './index.css';
import { useCodeLanguage } from './useCodeLanguage';
import { useCopyActions } from './useCopyActions';
import { useDisplayedCode } from './useDisplayedCode';

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
  const shown = useDisplayedCode(activeFile, language);
  const demo = useRef<HTMLDivElement>(null);
  const { status, copyCode, copySketch } = useCopyActions(activeFile, language, demo);
  const codeId = `${asset.id}-code`;
  const [exportFailed, setExportFailed] = useState(false);
  // an export loads its builder on click; a failed chunk or SDK call gets a message, not silence
  const exportDemo = (target: ExportTarget) => {
    setExportFailed(false);
    EXPORTERS[target]({ asset, title, description }).catch(() => setExportFailed(true));
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
          props.children
        )}
      </div>
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
        {showCode && (
          <CodeView
            idPrefix={codeId}
            files={files}
            active={active}
            onSelect={setActive}
            shown={shown}
            language={language}
            onLanguageChange={setLanguage}
          />
        )}
      </div>
    </div>
  );
}
