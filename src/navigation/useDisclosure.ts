import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open state of something a button shows and hides (a menu, the sidebar drawer): toggled by
 * the button, closed by Escape (focus goes back to the button) and whenever `closeOn` changes,
 * such as the address after a link was followed.
 */
export function useDisclosure(closeOn: unknown) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(close, [closeOn, close]);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // an Escape already handled inside (the search field closing its list) is not for us
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, close, toggle, buttonRef };
}
