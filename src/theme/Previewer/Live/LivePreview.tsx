import React, { type ComponentType, type ReactNode } from 'react';
import type { DemoFile } from '../../../codeView/files';
import type { DemoEdits } from '../../../liveDemo/edits';
import type { LiveError, LiveFile } from '../../../liveDemo/run';
import { useAdoptedStylesheet } from '../../../playground/Preview/useAdoptedStylesheet';
import DemoErrorBoundary from '../../DemoErrorBoundary';
import { useLiveRun } from './useLiveRun';

export interface LivePreviewProps {
  component: ComponentType;
  /** the stylesheets the edited demo imports from its own files */
  stylesheets: LiveFile[];
  files: DemoFile[];
}

/** An edited stylesheet, added over the original one the page already has. */
function EditedStylesheet({ css }: { css: string }) {
  useAdoptedStylesheet(css);
  return null;
}

/** The edited demo, with the stylesheets the visitor changed. */
export default function LivePreview({ component: Component, stylesheets, files }: LivePreviewProps) {
  const changed = stylesheets.filter(
    (sheet) => files.find((file) => file.name === sheet.name)?.code !== sheet.code,
  );
  return (
    <>
      {changed.map((sheet) => (
        <EditedStylesheet key={sheet.name} css={sheet.code} />
      ))}
      <Component />
    </>
  );
}

export interface EditedPreview {
  /** the edited demo, in place of the original; null while nothing is edited (or ran) */
  preview: ReactNode;
  /** why the latest edit did not run (the last good preview stays) */
  error: LiveError | null;
}

/**
 * The one place where edited code becomes a preview: it runs the edits (./useLiveRun, which
 * fetches the runner only once there is an edit to run) and hands back the finished preview.
 */
export function useEditedPreview(
  files: DemoFile[],
  edits: DemoEdits,
  entry: string,
  preloaded: Record<string, unknown> | undefined,
): EditedPreview {
  const run = useLiveRun(files, edits, entry, preloaded);
  const preview = run.component && (
    <DemoErrorBoundary key={run.version}>
      <LivePreview component={run.component} stylesheets={run.stylesheets} files={files} />
    </DemoErrorBoundary>
  );
  return { preview, error: run.error };
}
