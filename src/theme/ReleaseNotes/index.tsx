import React, { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from '@theme/ChunkError';
import type { ReleaseId } from '@site/versions';
// in the entry stylesheet: the notes' chunk brings no styles of its own
import './index.css';

export interface ReleaseNotesProps {
  /** the code that runs (null: the original demo, written for the release the site documents) */
  codes: readonly string[] | null;
  release: ReleaseId;
}

/**
 * The notes and the release data they read (src/versions) are a chunk of their own, fetched once a
 * demo's code is edited or runs on another release: before that there is nothing to note.
 */
const ReleaseNotesList = lazy(() => import('./ReleaseNotes'));

/** What the release a demo runs on lacks or reads otherwise of what its code uses. */
export default function ReleaseNotes(props: ReleaseNotesProps) {
  if (!props.codes) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ReleaseNotesList {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
