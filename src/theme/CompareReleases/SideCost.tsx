import React from 'react';
import type { ReleaseCost } from '@site/compare';
import { useCompareText } from './useCompareText';

/** A release's cost as the build measured it: its gzipped size and its dependencies with their peer React ranges. */
export default function SideCost({ cost }: { cost: ReleaseCost }) {
  const { t } = useCompareText();
  return (
    <div className="rcp-compare-cost">
      <p className="rcp-compare-heading">{t('compare.category.cost')}</p>
      <ul>
        <li>{t('compare.cost.gzip', { bytes: cost.gzip, react: cost.peerReact ?? '–' })}</li>
        {cost.dependencies.map(({ name, version, peerReact }) => (
          <li key={name}>{t('compare.cost.dependency', { name, version, react: peerReact ?? '–' })}</li>
        ))}
      </ul>
    </div>
  );
}
