import { useEffect, useState } from 'react';
import { loadReleaseCosts, type ReleaseCost } from '@site/compare';
import type { ReleaseId } from '@site/versions';

/** Every release's cost as the build measured it, once its chunk arrived; none while it loads or if it fails. */
export function useReleaseCosts(): Partial<Record<ReleaseId, ReleaseCost>> {
  const [costs, setCosts] = useState<Partial<Record<ReleaseId, ReleaseCost>>>({});
  useEffect(() => {
    let live = true;
    loadReleaseCosts().then(
      (list) => live && setCosts(Object.fromEntries(list.map((cost) => [cost.release, cost]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return costs;
}
