import React, { useEffect, useId } from 'react';
import type { ReleaseCost } from '@site/compare';
import type { LiveFile } from '@site/liveDemo';
import { useSandboxRun, type ProbeEvent } from '@site/sandbox';
import { releaseLabel, type ReleaseId } from '@site/versions';
import type { SideState } from './compareReport';
import SideCost from './SideCost';
import SideMeasures from './SideMeasures';
import { useCompareText } from './useCompareText';

export interface CompareSideProps {
  release: ReleaseId;
  /** null: nothing runs yet (shared code waits for its Run) */
  files: LiveFile[] | null;
  entry: string;
  edited: boolean;
  state: SideState;
  /** the build's measure, once its chunk arrived */
  cost?: ReleaseCost;
  onProbe: (event: ProbeEvent) => void;
  /** `stopped`: torn down (a loop, a move of its address, a post outside its port) */
  onRunFailed: (reason: 'run' | 'stopped') => void;
}

/** One side: the demo run on `release` in a frame of its own, which alone is probed, labelled with the release. */
export default function CompareSide({ release, files, entry, edited, state, cost, onProbe, onRunFailed }: CompareSideProps) {
  const { t } = useCompareText();
  const labelId = useId();
  const label = releaseLabel(release);
  const loading = <p className="rcp-compare-note">{t('compare.side.loading', { release: label })}</p>;
  const { preview, error, stopped, crashed } = useSandboxRun(files, entry, loading, { release, edited, onProbe });
  // a run that threw before it was measured is never probed
  const failed = stopped !== null ? 'stopped' : error !== null || crashed ? 'run' : null;
  useEffect(() => {
    if (failed) onRunFailed(failed);
  }, [failed, onRunFailed]);
  return (
    <section className="rcp-compare-side" aria-labelledby={labelId} data-release={release}>
      <p id={labelId} className="rcp-compare-label">
        {label}
      </p>
      {/* a stopped run's frame is gone: no "running" note in its place */}
      <div className="rcp-sandbox-stage">{stopped === null && preview}</div>
      <SideMeasures state={state} release={label} />
      {cost && <SideCost cost={cost} />}
    </section>
  );
}
