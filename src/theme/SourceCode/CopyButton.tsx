import { useIntl } from 'dumi';
import React from 'react';
import { Icon, useCopyStatus } from '@site/codeView';

/** Copies a code block; named in both languages, shown on hover and on keyboard focus. */
export default function CopyButton({ code }: { code: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [status, copy] = useCopyStatus();
  return (
    <>
      <button
        type="button"
        className="site-code-copy"
        aria-label={t('previewer.code.copy')}
        onClick={() => copy(code)}
      >
        <Icon name={status === t('previewer.copied') ? 'check' : 'copy'} />
      </button>
      <span className="site-visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}
