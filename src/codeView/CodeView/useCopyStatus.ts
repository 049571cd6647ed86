import { useIntl } from 'dumi';
import { useCallback } from 'react';
import { copyText } from './clipboard';
import { useFlash } from './useFlash';

/** Copies text and says for a moment whether that worked; no text counts as a failure. */
export function useCopyStatus() {
  const intl = useIntl();
  const [status, flash] = useFlash();
  const copy = useCallback(
    async (text: string | null, success = 'previewer.copied') => {
      const copied = text !== null && (await copyText(text));
      flash(intl.formatMessage({ id: copied ? success : 'previewer.copyFailed' }));
      return copied;
    },
    [intl, flash],
  );
  return [status, copy] as const;
}
