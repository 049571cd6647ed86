import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReleaseCost } from '@site/compare';
import type { ReleasePair } from '@site/compare';
import type { LiveFile } from '@site/liveDemo';
import { MEASURING_LIMIT_MS, type ProbeEvent } from '@site/sandbox';
import type { ReleaseId } from '@site/versions';
import { changeSections, releaseMeasures, RUNNING, sideAfter, type SideState } from './compareReport';

/**
 * A frame that was asked and has not answered by then is said to be silent (axe on a pagination
 * takes well under a second); the watchdog tears down a measuring frame no sooner.
 */
export const PROBE_DEADLINE_MS = MEASURING_LIMIT_MS;

type Side = 0 | 1;

/**
 * Both sides' states as their frames run and answer the probe, and what changes between them.
 * A new pair or new code starts the side over; a side whose frame stays silent fails alone.
 */
export function useCompareMeasures(pair: ReleasePair, files: LiveFile[] | null, costs: Partial<Record<ReleaseId, ReleaseCost>>) {
  const [sides, setSides] = useState<[SideState, SideState]>([RUNNING, RUNNING]);
  const timers = useRef<number[]>([]);
  const set = useCallback((side: Side, state: SideState) => {
    window.clearTimeout(timers.current[side]);
    if (state.status === 'measuring') {
      timers.current[side] = window.setTimeout(() => set(side, { status: 'failed', reason: 'silent' }), PROBE_DEADLINE_MS);
    }
    setSides((current) => (side === 0 ? [state, current[1]] : [current[0], state]));
  }, []);
  useEffect(() => set(0, RUNNING), [set, pair.from, files]);
  useEffect(() => set(1, RUNNING), [set, pair.to, files]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const handlers = useMemo(
    () =>
      ([0, 1] as const).map((side) => ({
        onProbe: (event: ProbeEvent) => set(side, sideAfter(event)),
        // a run that throws once measured keeps its measures
        // (a measured side has no deadline pending)
        onRunFailed: (reason: 'run' | 'stopped') => {
          window.clearTimeout(timers.current[side]);
          const failed: SideState = { status: 'failed', reason };
          setSides((current) => (current[side].status === 'measured' ? current : side === 0 ? [failed, current[1]] : [current[0], failed]));
        },
      })),
    [set],
  );
  const sections = useMemo(
    () => changeSections(releaseMeasures(pair.from, sides[0], costs[pair.from]), releaseMeasures(pair.to, sides[1], costs[pair.to])),
    [pair, sides, costs],
  );
  return { sides, handlers, sections };
}
