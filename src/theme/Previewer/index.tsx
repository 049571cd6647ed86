import { useIntl, type IPreviewerProps } from 'dumi';
import React, { useRef } from 'react';
import PrintSource from '@theme/PrintSource';
import PreviewerActions from './Actions';
import './index.css';
import { usePreviewer } from './usePreviewer';

/** The box around every demo: the live demo, its title and description, actions and code. */
export default function Previewer(props: IPreviewerProps) {
  const { asset, title, description, debug } = props;
  const intl = useIntl();
  const demo = useRef<HTMLDivElement>(null);
  const parts = usePreviewer(props, demo);

  return (
    <div id={asset.id} className="rcp-previewer" data-debug={debug || undefined} data-frame-box="">
      <div
        ref={demo}
        className="rcp-previewer-demo"
        data-compact={props.compact || undefined}
        data-transform={props.transform || undefined}
        data-stale={parts.result === 'stale' || undefined}
        style={{ background: props.background }}
        // the edited demo is a region the focus moves to once shared code ran
        tabIndex={-1}
        {...(parts.resultLabel && { role: 'region', 'aria-label': parts.resultLabel })}
      >
        {parts.result === 'stale' && (
          <p className="rcp-previewer-stale">{intl.formatMessage({ id: 'previewer.live.stale' })}</p>
        )}
        {parts.preview}
      </div>
      {parts.message}
      {parts.releaseSwitch}
      {parts.compare}
      {parts.releaseNotes}
      {parts.sizeChangerOffer}
      {(title || debug || description) && (
        <div className="rcp-previewer-meta">
          <p className="rcp-previewer-title">
            {debug && <span className="rcp-previewer-badge">{intl.formatMessage({ id: 'previewer.debug' })}</span>}
            {title && <a href={`#${asset.id}`}>{title}</a>}
          </p>
          {description && (
            // the description is HTML that dumi rendered from the demo's markdown
            <div className="markdown" dangerouslySetInnerHTML={{ __html: description }} />
          )}
        </div>
      )}
      <PreviewerActions {...parts.actions} />
      {parts.exportError}
      <section
        id={parts.codeId}
        className="rcp-previewer-code"
        aria-label={
          title
            ? intl.formatMessage({ id: 'previewer.code.regionOf' }, { title })
            : intl.formatMessage({ id: 'previewer.code.region' })
        }
        hidden={!parts.showCode}
      >
        {parts.codeView}
      </section>
      <PrintSource files={parts.files} />
    </div>
  );
}
