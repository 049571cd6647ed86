import { useIntl } from 'dumi';
import React from 'react';
import type { SideState } from './compareReport';
import { useCompareText } from './useCompareText';

/** What one side measured: Tab stops, which keys act on a page item, axe's violations by rule; or why not. */
export default function SideMeasures({ state, release }: { state: SideState; release: string }) {
  const { t } = useCompareText();
  const intl = useIntl();
  if (state.status === 'running') return null;
  if (state.status !== 'measured') {
    const failed = state.status === 'failed';
    return (
      <p className={failed ? 'rcp-compare-note rcp-compare-failed' : 'rcp-compare-note'} role="status">
        {failed ? t(`compare.side.${state.reason}`, { release }) : t('compare.side.measuring')}
      </p>
    );
  }
  const { tabStops, keys, violations } = state.measures;
  return (
    <div className="rcp-compare-measures">
      <p className="rcp-compare-heading">{t('compare.category.keyboard')}</p>
      <ul>
        <li>{t('compare.tabStops', { count: tabStops.length })}</li>
        {keys.keys.map(({ key, acts }) => (
          <li key={key} data-key={key} data-acts={acts}>
            {t(acts ? 'compare.key.acts' : 'compare.key.idle', { key })}
          </li>
        ))}
      </ul>
      <p className="rcp-compare-heading">{t('compare.category.accessibility')}</p>
      {violations.length === 0 ? (
        <p className="rcp-compare-note">{t('compare.axe.none')}</p>
      ) : (
        <ul>
          {violations.map(({ id, nodes, helpUrl }) => (
            <li key={id} data-rule={id}>
              <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                {id}
                <span className="site-visually-hidden"> {intl.formatMessage({ id: 'nav.newTab' })}</span>
              </a>
              {t(nodes === 1 ? 'compare.axe.node' : 'compare.axe.nodes', { count: nodes })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
