import { vi } from 'vitest';

/** A controllable `prefers-color-scheme: dark` for jsdom, which has no matchMedia. */
export function installFakeDarkScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    media: '(prefers-color-scheme: dark)',
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) =>
    media === query.media
      ? query
      : { media, matches: false, addEventListener() {}, removeEventListener() {} },
  );
  return {
    listenerCount: () => listeners.size,
    /** what the OS does when the visitor flips its appearance setting */
    setSystemDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener({ matches: next } as MediaQueryListEvent));
    },
  };
}
