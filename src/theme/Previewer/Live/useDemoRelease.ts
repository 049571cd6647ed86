import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_RELEASE, RELEASE_IDS, type ReleaseId } from '@site/versions';

/** The release a `<code release="5.1.0">` attribute names, if it is one the site runs on. */
function exampleRelease(written: unknown): ReleaseId | null {
  const release = RELEASE_IDS.find((id) => id === written);
  return release && release !== DEFAULT_RELEASE ? release : null;
}

/**
 * The release a demo runs on: the site's, the one a Versions example is written for
 * (`release` on its `<code>` tag; it waits for its Run button, as nothing runs in a frame
 * unasked), or the one a share address names.
 */
export function useDemoRelease(written: unknown, sharedRelease: ReleaseId | null) {
  const [release, setRelease] = useState<ReleaseId>(() => exampleRelease(written) ?? DEFAULT_RELEASE);
  const [waiting, setWaiting] = useState(() => exampleRelease(written) !== null);
  // a share address's release is chosen with its code; the code still waits for Run
  useEffect(() => {
    if (sharedRelease) setRelease(sharedRelease);
  }, [sharedRelease]);
  const choose = useCallback((next: ReleaseId) => {
    setRelease(next);
    setWaiting(false);
  }, []);
  const run = useCallback(() => setWaiting(false), []);
  const example = exampleRelease(written);
  /** `written`: the release the demo is written for */
  return { release, choose, waiting, run, example: example !== null, written: example ?? DEFAULT_RELEASE };
}
