import React, { lazy } from 'react';
import type { CodePanelProps } from '.';
import ChunkBoundary from './ChunkBoundary';

/** The code bar and the read-only code: a small chunk, fetched when the code is first shown. */
const CodePanel = lazy(() => import('.'));

/** The code view, with the code as plain text while its chunk downloads (or if it cannot). */
export default function LazyCodePanel(props: CodePanelProps) {
  const plainCode = (
    <div className="dumi-default-source-code">
      <pre className="prism-code">
        <code>{props.shown.code}</code>
      </pre>
    </div>
  );
  return (
    <ChunkBoundary fallback={plainCode}>
      <CodePanel {...props} />
    </ChunkBoundary>
  );
}
