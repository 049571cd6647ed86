import { useEffect, useState } from 'react';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl K, or ⌘ K on Apple keyboards (both are accepted everywhere). */
export function isSearchShortcut(event: KeyLike): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Calls `onShortcut` on Ctrl K / ⌘ K anywhere on the page. */
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
    if (isApplePlatform(navigator.platform)) setModifier('⌘');
  }, []);
  return modifier;
}
