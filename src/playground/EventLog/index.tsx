import React from 'react';
import { formatCall, type LogEntry } from '../eventLog';
import './index.css';

export interface EventLogProps {
  entries: LogEntry[];
  onClear: () => void;
  t: (id: string, values?: Record<string, string | number>) => string;
}

/** The callbacks the live pagination fired, newest first; a polite live region reads new ones. */
export default function EventLog({ entries, onClear, t }: EventLogProps) {
  const [latest] = entries;
  return (
    <section className="pg-log" aria-labelledby="pg-log-title">
      <div className="pg-log-bar">
        <h2 id="pg-log-title" className="pg-log-title">
          {t('playground.log')}
        </h2>
        <button type="button" className="pg-button" onClick={onClear} disabled={!entries.length}>
          {t('playground.log.clear')}
        </button>
      </div>
      <p className="site-visually-hidden" role="status" aria-live="polite">
        {latest ? t('playground.log.announce', { number: latest.id, call: formatCall(latest) }) : ''}
      </p>
      {entries.length ? (
        <ol className="pg-log-list" aria-label={t('playground.log.list')}>
          {entries.map((entry) => (
            // numbered by the order the calls happened, newest on top
            <li key={entry.id} value={entry.id}>
              <code>{formatCall(entry)}</code>
            </li>
          ))}
        </ol>
      ) : (
        <p className="pg-log-empty">{t('playground.log.empty')}</p>
      )}
    </section>
  );
}
