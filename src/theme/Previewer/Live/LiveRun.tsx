import React, { useEffect, type ReactNode } from 'react';
import { useSandboxRun } from '@site/sandbox';
import type { LiveFile } from '@site/liveDemo';
import type { ReleaseId } from '@site/versions';
import { QUIET_RUN, type LiveRunState } from './liveRunState';

export interface LiveRunProps {
  /** the demo's files with the visitor's edits, as the frame runs them */
  files: LiveFile[];
  entry: string;
  /** the demo as written, shown until a frame first rendered */
  original: ReactNode;
  release: ReleaseId;
  /** the visitor's (or shared) code, not the demo as written on another release */
  edited: boolean;
  /** called with the run's error and stop as they change, and QUIET_RUN on unmount */
  onState: (state: LiveRunState) => void;
}

/**
 * The demo run in the sandboxed runner frame (useSandboxRun, unchanged), mounted only while
 * there is code to run: its chunk is fetched on first use. It shows the frame where
 * the demo was, and tells the previewer what went wrong (two values, never an element).
 */
export default function LiveRun({ files, entry, original, release, edited, onState }: LiveRunProps) {
  const { preview, error, stopped } = useSandboxRun(files, entry, original, { release, edited });
  useEffect(() => onState({ error, stopped }), [onState, error, stopped]);
  useEffect(() => () => onState(QUIET_RUN), [onState]);
  return <>{preview}</>;
}
