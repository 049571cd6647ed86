import { useIntl } from 'dumi';
import React from 'react';
import type { LiveError } from '@site/liveDemo';
import type { StopReason } from '@site/sandbox';
import { reasonText } from './syntaxReason';

/** What the live code has to tell under the demo: a run that failed, or a link unread. */
export type LiveNotice = { error: LiveError } | { badLink: 'invalid' | 'tooLarge' } | { stopped: StopReason };

/** Why the frame stopped, said. */
const STOPPED_MESSAGES = { loop: 'previewer.live.stopped', moved: 'previewer.live.moved', messages: 'previewer.live.messages' } as const;

function useNoticeText(notice: LiveNotice): string {
  const intl = useIntl();
  if ('badLink' in notice) {
    return intl.formatMessage({ id: notice.badLink === 'tooLarge' ? 'previewer.live.tooLarge' : 'previewer.live.badLink' });
  }
  if ('stopped' in notice) return intl.formatMessage({ id: STOPPED_MESSAGES[notice.stopped] });
  const { error } = notice;
  switch (error.kind) {
    case 'syntax': {
      const reason = reasonText(error.reason);
      const message = reason ? intl.formatMessage({ id: reason.id }, reason.values) : error.reason;
      return error.line === null
        ? intl.formatMessage({ id: 'previewer.live.failed' }, { message })
        : intl.formatMessage(
            { id: 'previewer.live.syntax' },
            { file: error.file, line: error.line, column: error.column, message },
          );
    }
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

/**
 * Read out politely as it changes (typing makes and fixes errors often; an alert would nag).
 * `id`: the editor's description points here while the code does not run.
 */
export default function LiveMessage({ notice, id }: { notice: LiveNotice; id: string }) {
  const text = useNoticeText(notice);
  return (
    <p id={id} className="rcp-previewer-export-error" role="status">
      {text}
    </p>
  );
}
