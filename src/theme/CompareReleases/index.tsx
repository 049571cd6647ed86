import { useIntl } from 'dumi';
import React, { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from '@theme/ChunkError';
import type { CompareViewProps } from './CompareView';
import './index.css';

export { useComparePair } from './useComparePair';
export type { CompareViewProps } from './CompareView';

export interface CompareButtonProps {
  open: boolean;
  onToggle: () => void;
  /** the view's id */
  controls: string;
}

/** "Compare releases" beside a live demo's release switch; the view opens under it. */
export function CompareButton({ open, onToggle, controls }: CompareButtonProps) {
  const intl = useIntl();
  return (
    <button type="button" className="site-button rcp-compare-toggle" aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      {intl.formatMessage({ id: 'compare.open' })}
    </button>
  );
}

/** The view, its measuring and its texts: a chunk fetched when the visitor first opens it. */
const View = lazy(() => import('./CompareView'));

function Loading() {
  const intl = useIntl();
  return <p className="rcp-compare-note">{intl.formatMessage({ id: 'compare.moving.loading' })}</p>;
}

/** The comparison, fetched on first use, in the element the toggle controls; a chunk that fails shows the reload message. */
export function LazyCompareView({ id, ...props }: CompareViewProps & { id: string }) {
  return (
    <div id={id}>
      <ChunkErrorBoundary>
        <Suspense fallback={<Loading />}>
          <View {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    </div>
  );
}
