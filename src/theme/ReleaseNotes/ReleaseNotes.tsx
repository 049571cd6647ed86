import { Link, useIntl, useLocale } from 'dumi';
import React, { useMemo } from 'react';
import { notesForCode, releaseLabel, SECTIONS } from '@site/versions';
import type { ReleaseNotesProps } from '.';

/**
 * Next to a demo: each property its code uses that the release it runs on lacks, ignores or
 * types otherwise, with a link to the Versions page's section on it. Nothing when all is known.
 */
export default function ReleaseNotesList({ codes, release }: ReleaseNotesProps) {
  const intl = useIntl();
  const locale = useLocale();
  const notes = useMemo(() => (codes ? notesForCode(codes, release) : []), [codes, release]);
  if (notes.length === 0) return null;
  const language = locale.id === 'zh-CN' ? 'zh-CN' : 'en-US';
  const base = 'base' in locale && locale.base && locale.base !== '/' ? locale.base : '';
  const name = releaseLabel(release);

  return (
    <ul
      className="rcp-release-notes"
      aria-label={intl.formatMessage({ id: 'versions.notes.label' }, { release: name })}
    >
      {notes.map(({ property, kind, section }) => (
        <li key={property}>
          {intl.formatMessage({ id: `versions.note.${kind}` }, { release: name, property })}{' '}
          <Link to={`${base}/versions#${SECTIONS[section][language]}`}>
            {intl.formatMessage({ id: 'versions.note.link' }, { property })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
