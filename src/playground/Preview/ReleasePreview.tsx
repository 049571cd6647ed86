import React, { type ReactNode } from 'react';
import { useSandboxRun, type CallName } from '@site/sandbox';
import type { ReleaseId } from '@site/versions';
import { APP_FILE, type CodeFile } from '../generateCode';

export interface ReleasePreviewProps {
  /** the generated files as they read on `release` */
  files: CodeFile[];
  release: ReleaseId;
  /** shown until the first frame rendered */
  original: ReactNode;
  /** the frame's pagination called a listener */
  onCall: (name: CallName, args: [number, number]) => void;
}

/**
 * The generated code run in the sandbox frame on another release, as a demo box runs
 * its code; loaded only when a visitor picks a release other than the documented one.
 */
export default function ReleasePreview({ files, release, original, onCall }: ReleasePreviewProps) {
  const { preview } = useSandboxRun(files, APP_FILE, original, { release, onCall });
  return <>{preview}</>;
}
