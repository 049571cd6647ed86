import { useIntl } from 'dumi';
import React from 'react';
import './index.css';

export interface ChunkErrorMessageProps {
  /** `page`: in place of content that could not be shown; `banner`: above a page still usable */
  variant: 'page' | 'banner';
}

/** Tells the reader part of the site failed to download, with a button that reloads the page. */
export function ChunkErrorMessage({ variant }: ChunkErrorMessageProps) {
  const intl = useIntl();
  return (
    <div role="alert" className={`site-chunk-error site-chunk-error-${variant}`}>
      <p className="site-chunk-error-title">
        {intl.formatMessage({ id: variant === 'page' ? 'chunk.title' : 'chunk.banner' })}
      </p>
      <p className="site-chunk-error-text">{intl.formatMessage({ id: 'chunk.message' })}</p>
      <button type="button" className="site-chunk-error-reload" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'chunk.reload' })}
      </button>
    </div>
  );
}
