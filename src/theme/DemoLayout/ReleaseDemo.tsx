import { useIntl } from 'dumi';
import React, { useMemo } from 'react';
import { listDemoFiles } from '@site/codeView';
import { filesToRun } from '@site/liveDemo';
import { useSandboxRun } from '@site/sandbox';
import '@site/sandbox/index.css';
import { releaseLabel, type ReleaseId } from '@site/versions';

export interface ReleaseDemoProps {
  asset: Parameters<typeof listDemoFiles>[0];
  release: ReleaseId;
}

/**
 * A Versions example's standalone page: the example as written, run on the release it is written
 * for in the sandbox frame (as its box runs it), under a line that names the release. A chunk of
 * its own: other standalone pages render the demo itself, on the site's release.
 */
export default function ReleaseDemo({ asset, release }: ReleaseDemoProps) {
  const intl = useIntl();
  const files = useMemo(() => filesToRun(listDemoFiles(asset), {}), [asset]);
  const { preview } = useSandboxRun(files, files[0]?.name ?? 'index.tsx', null, { release, edited: false });
  return (
    <>
      <p>{intl.formatMessage({ id: 'demo.release' }, { release: releaseLabel(release) })}</p>
      {/* the frame's popups may reach past it within this box (src/sandbox/frameBox.ts) */}
      <div data-frame-box="">{preview}</div>
    </>
  );
}
