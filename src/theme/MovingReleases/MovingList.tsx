import { useIntl } from 'dumi';
import React, { Fragment, type ReactNode } from 'react';
import type { MovingEntry, MovingExample, ReleasePair } from '@site/compare';

type Format = (id: string, values?: Record<string, string>) => string;

/** A message with React nodes in its placeholders: formatted with markers, then split on them. */
function withNodes(format: Format, id: string, nodes: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(nodes);
  const text = format(id, Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])));
  return text.split('\u0000').map((part, index) => <Fragment key={index}>{index % 2 ? nodes[part] : part}</Fragment>);
}

/** An item's example, as the page's Markdown writes it (plugins/pages/compareMarkdown.ts). */
function Example({ example, format }: { example: MovingExample; format: Format }) {
  if (example.type === 'section') return <a href={example.href}>{format('compare.example.section')}</a>;
  if (example.type === 'rule') {
    return (
      <a href={example.href} target="_blank" rel="noopener noreferrer">
        {format('compare.example.rule', { rule: example.rule })}
        <span className="site-visually-hidden"> {format('nav.newTab')}</span>
      </a>
    );
  }
  return withNodes(format, 'compare.example.snippet', {
    before: <code>{example.before}</code>,
    after: <code>{example.after}</code>,
  });
}

/** "Moving from X to Y" and what changes, for a pair the page's own list is not about. */
export default function MovingList({ pair, entries }: { pair: ReleasePair; entries: readonly MovingEntry[] }) {
  const intl = useIntl();
  const format: Format = (id, values) => intl.formatMessage({ id }, values);
  return (
    <>
      <p>
        <strong>{format('compare.moving.title', { ...pair })}</strong>
      </p>
      {entries.length ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.text}{' '}
              {withNodes(format, 'compare.example.note', {
                example: <Example example={entry.example} format={format} />,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{format('compare.moving.none')}</p>
      )}
    </>
  );
}
