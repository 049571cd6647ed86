import { useIntl } from 'dumi';
import React from 'react';
import type { LiveError } from '@site/liveDemo';

/** What the live code has to tell under the demo: a run that failed, or a link unread. */
export type LiveNotice = { error: LiveError } | { badLink: 'invalid' | 'tooLarge' } | { stopped: true };

function useNoticeText(notice: LiveNotice): string {
  const intl = useIntl();
  if ('badLink' in notice) {
    return intl.formatMessage({ id: notice.badLink === 'tooLarge' ? 'previewer.live.tooLarge' : 'previewer.live.badLink' });
  }
  if ('stopped' in notice) return intl.formatMessage({ id: 'previewer.live.stopped' });
  const { error } = notice;
  switch (error.kind) {
    case 'syntax':
      return error.line === null
        ? intl.formatMessage({ id: 'previewer.live.failed' }, { message: error.reason })
        : intl.formatMessage(
            { id: 'previewer.live.syntax' },
            { file: error.file, line: error.line, column: error.column, message: error.reason },
          );
    case 'import':
      return intl.formatMessage(
        { id: 'previewer.live.import' },
        { module: error.specifier, allowed: error.allowed.join(', ') },
      );
    case 'export':
      return intl.formatMessage({ id: 'previewer.live.export' }, { file: error.file });
    default: {
      const message = error.error instanceof Error ? error.error.message : String(error.error);
      return intl.formatMessage({ id: 'previewer.live.failed' }, { message });
    }
  }
}

/** Read out politely as it changes (typing makes and fixes errors often; an alert would nag). */
export default function LiveMessage({ notice }: { notice: LiveNotice }) {
  const text = useNoticeText(notice);
  return (
    <p className="rcp-previewer-export-error" role="status">
      {text}
    </p>
  );
}
