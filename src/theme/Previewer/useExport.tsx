import { useIntl } from 'dumi';
import type { ExampleBlockAsset } from 'dumi-assets-types';
import React, { useState } from 'react';
import { assetOnRelease, openInCodePen, openInCodeSandbox, openInStackBlitz } from '@site/export';
import { DEFAULT_RELEASE, type ReleaseId } from '@site/versions';
import type { ExportTarget } from './Actions';

const EXPORTERS = {
  codesandbox: openInCodeSandbox,
  stackblitz: openInStackBlitz,
  codepen: openInCodePen,
} satisfies Record<ExportTarget, unknown>;

/**
 * The exports of a demo, with its edits when there are some (`editedAsset`), on the release it
 * runs on. An export loads its builder on click; a failed chunk or SDK call gets a message
 * (`exportError`), not silence.
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
      const exported = editedAsset ? await editedAsset() : asset;
      await EXPORTERS[target]({ asset: assetOnRelease(exported, release), ...about });
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
