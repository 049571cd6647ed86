import React, { useId } from 'react';
import { formatMoving, KIND_NAMES } from '@site/compare';
import type { ChangeSection } from './compareReport';
import { useCompareText } from './useCompareText';

export interface CompareChangesProps {
  sections: ChangeSection[];
  from: string;
  to: string;
  /** a side has not measured yet: the list may grow */
  waiting: boolean;
}

/** "Moving from X to Y": properties, markup and ARIA by kind of element, keyboard, accessibility, cost. */
export default function CompareChanges({ sections, from, to, waiting }: CompareChangesProps) {
  const labelId = useId();
  const { language, t } = useCompareText();
  return (
    <section className="rcp-compare-changes" aria-labelledby={labelId}>
      <p id={labelId} className="rcp-compare-label">
        {t('compare.changes', { from, to })}
      </p>
      {waiting && <p className="rcp-compare-note">{t('compare.waiting')}</p>}
      {!waiting && sections.length === 0 && <p className="rcp-compare-note">{t('compare.noChange')}</p>}
      {sections.map(({ category, groups }) => (
        <div key={category} data-category={category}>
          <p className="rcp-compare-heading">{t(`compare.category.${category}`)}</p>
          {groups.map(({ kind, items }) => (
            <div key={kind ?? category} data-kind={kind ?? undefined}>
              {kind && <p className="rcp-compare-kind">{KIND_NAMES[kind][language]}</p>}
              <ul>
                {items.map((item) => (
                  <li key={item.id}>{formatMoving(item, language)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
