import { useIntl } from 'dumi';
import React from 'react';
import { Icon, useCopyStatus } from '@site/codeView';

/**
 * Copies a code block; named in both languages (`label`: a name of its own), shown on hover, on
 * keyboard focus and always on touch screens.
 */
export default function CopyButton({ code, label }: { code: string; label?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [status, copy] = useCopyStatus();
  return (
    <>
      <button
        type="button"
        className="site-code-copy"
        aria-label={label ?? t('previewer.code.copy')}
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
