import React, { useEffect, useMemo } from 'react';
import { useCopyStatus } from '@site/codeView';
import { pairOf, type ReleasePair } from '@site/compare';
import type { LiveFile } from '@site/liveDemo';
import { releaseLabel } from '@site/versions';
import CompareChanges from './CompareChanges';
import CompareSide from './CompareSide';
import PairPicker from './PairPicker';
import { useCompareMeasures } from './useCompareMeasures';
import { useCompareText } from './useCompareText';
import { useReleaseCosts } from './useReleaseCosts';

export interface CompareViewProps {
  /** the demo's current code, edited or not; null while shared code waits for its Run */
  files: LiveFile[] | null;
  entry: string;
  edited: boolean;
  /** the from and to the share address named, as text (none: the default pair) */
  named: readonly string[];
  /** the pair the visitor picked, over the address's */
  chosen: ReleasePair | null;
  onPair: (pair: ReleasePair) => void;
  /** hears the pair shown, each time it changes */
  onShown?: (pair: ReleasePair) => void;
  /** the page's address with the demo's edits and this pair */
  shareAddress: (pair: ReleasePair) => Promise<string>;
}

/** The demo run on two releases side by side (stacked on a phone), each measured, and what changes between them. */
export default function CompareView({ files, entry, edited, named, chosen, onPair, onShown, shareAddress }: CompareViewProps) {
  // what the address named that is no release the site runs is shown as text, never run
  const { pair, rejected } = useMemo(() => pairOf(named, chosen), [named, chosen]);
  useEffect(() => onShown?.(pair), [onShown, pair]);
  const { t } = useCompareText();
  const costs = useReleaseCosts();
  const { sides, handlers, sections } = useCompareMeasures(pair, files, costs);
  const [status, copy] = useCopyStatus();
  const from = releaseLabel(pair.from);
  const to = releaseLabel(pair.to);
  const share = () => void shareAddress(pair).then((address) => copy(address, 'previewer.live.shared'), () => copy(null));
  return (
    <section className="rcp-compare" aria-label={t('compare.region', { from, to })}>
      <div className="rcp-compare-bar">
        <PairPicker value={pair} onChange={onPair} />
        <button type="button" className="site-button" onClick={share}>
          {t('compare.share')}
        </button>
        <span role="status">{status}</span>
      </div>
      {rejected.length > 0 && (
        <p className="rcp-compare-note">{t('compare.rejected', { values: rejected.map((value) => `“${value}”`).join(', '), from, to })}</p>
      )}
      {files === null && <p className="rcp-compare-note">{t('compare.sharedPending')}</p>}
      <div className="rcp-compare-sides">
        {([pair.from, pair.to] as const).map((release, side) => (
          <CompareSide key={side} release={release} files={files} entry={entry} edited={edited} state={sides[side]} cost={costs[release]} {...handlers[side]} />
        ))}
      </div>
      <CompareChanges sections={sections} from={from} to={to} waiting={files !== null && sides.some((side) => side.status === 'running' || side.status === 'measuring')} />
    </section>
  );
}
