import { useMemo } from 'react';
import type { DemoFile } from '@site/codeView';
import type { DemoEdits } from '@site/liveDemo';
import { hasSizeChangerRender, sizeChangerForm, type ReleaseId } from '@site/versions';

/**
 * The handler that loads a demo's 5.x form (src/versions/sizeChangerForm.ts) as the visitor's
 * edits, or null: not on this release, the code is edited, or the demo has no such form.
 */
export function useSizeChangerForm(
  files: DemoFile[],
  entry: string,
  release: ReleaseId,
  asWritten: boolean,
  load: (edits: DemoEdits) => void,
): (() => void) | null {
  const form = useMemo(
    () => (asWritten && hasSizeChangerRender(release) ? sizeChangerForm(files, entry) : null),
    [files, entry, release, asWritten],
  );
  if (!form) return null;
  return () => load(Object.fromEntries(Object.entries(form).map(([name, code]) => [name, { language: 'ts', code }])));
}
