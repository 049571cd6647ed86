import { useIntl } from 'dumi';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

/** How long the status stays before it clears. */
const STATUS_MS = 2000;

/** Copies text and says for a moment whether that worked; no text counts as a failure. */
export function useCopyStatus() {
  const intl = useIntl();
  const [status, setStatus] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string | null, success = 'previewer.copied') => {
      const copied = text !== null && (await copyText(text));
      setStatus(intl.formatMessage({ id: copied ? success : 'previewer.copyFailed' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setStatus(null), STATUS_MS);
      return copied;
    },
    [intl],
  );
  return [status, copy] as const;
}
