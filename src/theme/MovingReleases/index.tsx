import { useIntl, useLocale } from 'dumi';
import React, { type ReactNode } from 'react';
import MovingList from './MovingList';
import PairPicker from './PairPicker';
import { useMovingEntries } from './useMovingEntries';
import { useMovingPair } from './useMovingPair';
import './index.css';

export type { PairPickerProps } from './PairPicker';

/**
 * The Versions page's "Moving from X to Y": two selects and the list for the pair. The page's
 * Markdown holds the default pair's list (plugins/pages/compareReleases.ts) as `children`, so it
 * is in the prerendered HTML, the twin and print; another pair's list is computed on the pick.
 */
export default function MovingReleases({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const [pair, setPair] = useMovingPair();
  const state = useMovingEntries(pair, useLocale().id);
  return (
    <div className="rcp-moving">
      <PairPicker value={pair} onChange={setPair} />
      <div className="rcp-moving-list" aria-live="polite">
        {state.status === 'static' && children}
        {state.status === 'loading' && <p>{intl.formatMessage({ id: 'compare.moving.loading' })}</p>}
        {state.status === 'failed' && <p role="alert">{intl.formatMessage({ id: 'compare.moving.failed' })}</p>}
        {state.status === 'ready' && <MovingList pair={pair} entries={state.entries} />}
      </div>
    </div>
  );
}
