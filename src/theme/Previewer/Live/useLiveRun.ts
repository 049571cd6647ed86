import { useEffect, useState, type ComponentType } from 'react';
import type { DemoFile } from '@site/codeView/files';
import { editedName, filesToRun, type DemoEdits } from '@site/liveDemo/edits';
import type { LiveError, LiveFile } from '@site/liveDemo/run';

/** How long typing pauses before the preview runs the code again. */
export const RUN_DELAY_MS = 300;

export interface LiveRun {
  /** the last code that ran, or null while nothing is edited */
  component: ComponentType | null;
  /** bumps with every new component, so its error box starts afresh */
  version: number;
  /** edited stylesheets the demo imports */
  stylesheets: LiveFile[];
  /** why the latest edit did not run (the last good preview stays) */
  error: LiveError | null;
}

const ORIGINAL: LiveRun = { component: null, version: 0, stylesheets: [], error: null };

/** The runner chunk; also fetched ahead when the visitor focuses the editor. */
export const loadRunner = () => import('@site/liveDemo/runner');

function thrower(error: unknown): ComponentType {
  return function ThrowsAtLoad() {
    throw error;
  };
}

/**
 * Runs the edited demo RUN_DELAY_MS after the last edit. A run that fails to compile keeps the
 * previous component and reports the error; one that throws as its modules load shows the
 * error box, as a demo that throws while rendering does.
 */
export function useLiveRun(
  files: DemoFile[],
  edits: DemoEdits,
  entry: string,
  preloaded: Record<string, unknown> | undefined,
): LiveRun {
  const [run, setRun] = useState<LiveRun>(ORIGINAL);
  const edited = Object.keys(edits).length > 0;
  useEffect(() => {
    if (!edited) {
      setRun(ORIGINAL);
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(async () => {
      let result;
      try {
        const { runDemo, siteModuleScope, evaluateAsModuleScript } = await loadRunner();
        result = await runDemo({
          files: filesToRun(files, edits),
          entry: editedName(entry, edits[entry]),
          scope: siteModuleScope(preloaded),
          evaluate: evaluateAsModuleScript,
        });
      } catch (error) {
        // the runner's own chunk did not arrive
        result = { ok: false as const, error: { kind: 'runtime' as const, error } };
      }
      if (!current) return;
      setRun((previous) => {
        if (result.ok) {
          const { component, stylesheets } = result;
          return { component, stylesheets, version: previous.version + 1, error: null };
        }
        if (result.error.kind === 'runtime') {
          const component = thrower(result.error.error);
          return { component, stylesheets: [], version: previous.version + 1, error: null };
        }
        return { ...previous, error: result.error };
      });
    }, RUN_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [files, edits, entry, preloaded, edited]);
  return run;
}
