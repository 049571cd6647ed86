import { useIntl } from 'dumi';
import React from 'react';
import { isChunkLoadError } from './chunkError';
import './index.css';

export { isChunkLoadError } from './chunkError';
export { useAssetFailure } from './useAssetFailure';

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

export interface ChunkErrorBoundaryProps {
  children?: React.ReactNode;
  /** a new value (the next address) clears the message and tries to render again */
  resetKey?: string;
}

interface State {
  error: unknown;
}

/**
 * Shows the reload message in place of its children when they fail because a chunk could not
 * be downloaded. Any other error is passed on to the boundary above.
 */
export class ChunkErrorBoundary extends React.Component<ChunkErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: ChunkErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <ChunkErrorMessage variant="page" />;
  }
}
