import { useIntl } from 'dumi';
import type { ExampleBlockAsset } from 'dumi-assets-types';
import React, { useState } from 'react';
import { loadExporters } from '@site/export';
import { DEFAULT_RELEASE, type ReleaseId } from '@site/versions';
import type { ExportTarget } from './Actions';

type Exporters = Awaited<ReturnType<typeof loadExporters>>;

const OPENERS = {
  codesandbox: 'openInCodeSandbox',
  stackblitz: 'openInStackBlitz',
  codepen: 'openInCodePen',
} as const satisfies Record<ExportTarget, keyof Exporters>;

/**
 * The exports of a demo, with its edits when there are some (`editedAsset`), on the release it
 * runs on. An export loads the exporters and its builder on click; a failed chunk or SDK call
 * gets a message (`exportError`), not silence.
 */
export function useExport(
  asset: ExampleBlockAsset,
  editedAsset: (() => Promise<ExampleBlockAsset>) | null,
  about: { title?: string; description?: string },
  release: ReleaseId = DEFAULT_RELEASE,
) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const exportDemo = async (target: ExportTarget) => {
    setFailed(false);
    try {
      // the exporters are a chunk of their own, fetched on the first click
      const [exported, exporters] = await Promise.all([editedAsset ? editedAsset() : asset, loadExporters()]);
      await exporters[OPENERS[target]]({ asset: exporters.assetOnRelease(exported, release), ...about });
    } catch {
      setFailed(true);
    }
  };
  const exportError = failed && (
    <p className="rcp-previewer-export-error" role="alert">
      {intl.formatMessage({ id: 'previewer.export.failed' })}
    </p>
  );
  return { exportDemo, exportError };
}
