import React from 'react';
import { isChunkLoadError } from './chunkError';
import { ChunkErrorMessage } from './ChunkErrorMessage';

export { ChunkErrorMessage } from './ChunkErrorMessage';
export { isChunkLoadError } from './chunkError';
export { useAssetFailure } from './useAssetFailure';

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
