import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_RELEASE, RELEASE_IDS, type ReleaseId } from '@site/versions';
import { readStoredRelease, storeRelease } from './sessionEdits';

/** The release a `<code release="5.1.0">` attribute names, if it is one the site runs on. */
function exampleRelease(written: unknown): ReleaseId | null {
  const release = RELEASE_IDS.find((id) => id === written);
  return release && release !== DEFAULT_RELEASE ? release : null;
}

/**
 * The release a demo runs on: the site's, the one a Versions example is written for
 * (`release` on its `<code>` tag; it waits for its Run button, as nothing runs in a frame
 * unasked), the one the visitor chose earlier in the tab, or the one a share address names.
 */
export function useDemoRelease(demoId: string, written: unknown, sharedRelease: ReleaseId | null) {
  const [release, setRelease] = useState<ReleaseId>(() => exampleRelease(written) ?? DEFAULT_RELEASE);
  const [waiting, setWaiting] = useState(() => exampleRelease(written) !== null);
  // the visitor's choice earlier in the tab, in this page or its other language, runs again
  useEffect(() => {
    const stored = readStoredRelease(demoId);
    if (!stored) return;
    setRelease(stored);
    setWaiting(false);
  }, [demoId]);
  // a share address's release is chosen with its code; the code still waits for Run
  useEffect(() => {
    if (sharedRelease) setRelease(sharedRelease);
  }, [sharedRelease]);
  const choose = useCallback(
    (next: ReleaseId) => {
      setRelease(next);
      setWaiting(false);
      storeRelease(demoId, next);
    },
    [demoId],
  );
  const run = useCallback(() => setWaiting(false), []);
  const example = exampleRelease(written);
  /** `written`: the release the demo is written for */
  return { release, choose, waiting, run, example: example !== null, written: example ?? DEFAULT_RELEASE };
}
