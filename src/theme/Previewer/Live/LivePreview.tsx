import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { DemoFile } from '@site/codeView';
import { editedName, filesToRun, type DemoEdits, type LiveError } from '@site/liveDemo';
import { useSandboxRun } from '@site/sandbox';

export interface EditedPreview {
  /** the edited demo in its sandboxed frame, in place of the original; null while nothing runs */
  preview: ReactNode;
  /** why the latest edit did not run (the last good preview stays) */
  error: Exclude<LiveError, { kind: 'runtime' }> | null;
  /** the loop guard stopped the edited code */
  stopped: boolean;
}

/**
 * The one place where edited code becomes a preview. The code never runs in the site's page:
 * it goes to the sandboxed runner frame (src/sandbox/useSandboxRun), and only once it is edited
 * by the visitor or a shared address's code was let run (`waiting` false).
 */
export function useEditedPreview(
  files: DemoFile[],
  edits: DemoEdits,
  entry: string,
  waiting: boolean,
  original: ReactNode,
): EditedPreview {
  const edited = Object.keys(edits).length > 0;
  const toRun = useMemo(
    () => (edited && !waiting ? filesToRun(files, edits) : null),
    [files, edits, edited, waiting],
  );
  return useSandboxRun(toRun, editedName(entry, edits[entry]), original);
}
