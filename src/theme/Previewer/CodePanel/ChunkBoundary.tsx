import React, { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ChunkErrorMessage } from '@theme/ChunkError';

/**
 * Content that comes with a chunk: `fallback` while the chunk downloads, and if it cannot, a
 * notice above `fallback`, so the code is there to read whatever the network does.
 */
export default function ChunkBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <>
          <ChunkErrorMessage variant="banner" />
          {fallback}
        </>
      }
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
