import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown for a moment after an action (e.g. 'Copied!'), then cleared. */
export function useFlash(durationMs = 2000): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(
    (next: string) => {
      setMessage(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, flash];
}
