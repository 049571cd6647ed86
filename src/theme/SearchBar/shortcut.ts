import { useEffect, useState } from 'react';

/** Whether a key typed here types text: a field, a text area (the demo editor), editable text. */
const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.isContentEditable ||
    target.getAttribute('contenteditable') === 'true');

/**
 * Ctrl K, or ⌘ K on Apple keyboards (both are accepted everywhere), or `/` as on most
 * documentation sites, except where it types a slash (a field, the demo code editor).
 */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !typesText(event.target);
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Calls `onShortcut` on Ctrl K / ⌘ K anywhere on the page, and on `/` outside text fields. */
export function useSearchShortcut(onShortcut: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}

/** The modifier shown in the hint: "Ctrl" on the server and first render, "⌘" on Apple devices. */
export function useShortcutModifier(): string {
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => {
    if (/mac|iphone|ipad|ipod/i.test(navigator.platform)) setModifier('⌘');
  }, []);
  return modifier;
}
