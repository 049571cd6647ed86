import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../../../src/colorMode/storage';
import { useColorMode } from '../../../src/colorMode/useColorMode';
import { installFakeDarkScheme } from './fakeMatchMedia';

const KEY = 'dumi:prefers-color';
const htmlColor = () => document.documentElement.getAttribute('data-prefers-color');
const denied = () => {
  throw new DOMException('denied', 'SecurityError');
};

function renderColorMode(storage = createSafeStorage(() => window.localStorage)) {
  return renderHook(() => useColorMode(storage));
}

/** Every value written to the attribute, in order (a MutationObserver only sees the last). */
function recordPaintedModes(): string[] {
  const painted: string[] = [];
  const setAttribute = document.documentElement.setAttribute.bind(document.documentElement);
  vi.spyOn(document.documentElement, 'setAttribute').mockImplementation((name, value) => {
    if (name === 'data-prefers-color') painted.push(value);
    setAttribute(name, value);
  });
  return painted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-prefers-color');
});

describe('useColorMode', () => {
  it('defaults to following the system', () => {
    installFakeDarkScheme(true);
    const { result } = renderColorMode();
    expect(result.current).toMatchObject({ mode: 'auto', resolved: 'dark' });
    expect(htmlColor()).toBe('dark');
  });

  it('restores a stored dark mode', () => {
    installFakeDarkScheme(false);
    window.localStorage.setItem(KEY, 'dark');
    const { result } = renderColorMode();
    expect(result.current).toMatchObject({ mode: 'dark', resolved: 'dark' });
    expect(htmlColor()).toBe('dark');
  });

  it('treats an unknown stored value as the default, auto', () => {
    installFakeDarkScheme(true);
    window.localStorage.setItem(KEY, 'sepia');
    const { result } = renderColorMode();
    expect(result.current.mode).toBe('auto');
    expect(htmlColor()).toBe('dark');
  });

  it('does not write the attribute before storage is read (no flash back to light)', () => {
    installFakeDarkScheme(false);
    window.localStorage.setItem(KEY, 'dark');
    document.documentElement.setAttribute('data-prefers-color', 'dark'); // the head script's work
    const painted = recordPaintedModes();
    renderColorMode();
    expect(painted).not.toContain('light');
    expect(htmlColor()).toBe('dark');
  });

  it('saves the chosen mode and paints it', () => {
    installFakeDarkScheme(false);
    const { result } = renderColorMode();
    act(() => result.current.setMode('dark'));
    expect(result.current).toMatchObject({ mode: 'dark', resolved: 'dark' });
    expect(window.localStorage.getItem(KEY)).toBe('dark');
    expect(htmlColor()).toBe('dark');
  });

  it('in auto mode follows the system, live, and stops listening when left', () => {
    const system = installFakeDarkScheme(true);
    window.localStorage.setItem(KEY, 'auto');
    const { result } = renderColorMode();
    expect(result.current).toMatchObject({ mode: 'auto', resolved: 'dark' });
    expect(htmlColor()).toBe('dark');

    act(() => system.setSystemDark(false));
    expect(result.current.resolved).toBe('light');
    expect(htmlColor()).toBe('light');

    act(() => result.current.setMode('dark'));
    expect(system.listenerCount()).toBe(0);
    act(() => system.setSystemDark(false));
    expect(htmlColor()).toBe('dark');
  });

  it('picks up a system change made while another mode was chosen when switching to auto', () => {
    const system = installFakeDarkScheme(false);
    const { result } = renderColorMode();
    system.setSystemDark(true);
    act(() => result.current.setMode('dark'));
    const painted = recordPaintedModes();
    act(() => result.current.setMode('auto'));
    expect(result.current.resolved).toBe('dark');
    expect(painted).not.toContain('light');
    expect(htmlColor()).toBe('dark');
  });

  const breakItems = () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
  };
  const breakGetter = () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
  };
  it.each([
    ['getItem and setItem throw', breakItems],
    ['the localStorage getter throws', breakGetter],
  ])('still switches for the visit when %s', (_case, breakStorage) => {
    installFakeDarkScheme(false);
    breakStorage();
    const storage = createSafeStorage(() => window.localStorage);
    const first = renderColorMode(storage);
    expect(first.result.current.mode).toBe('auto');
    act(() => first.result.current.setMode('dark'));
    expect(first.result.current.resolved).toBe('dark');
    expect(htmlColor()).toBe('dark');
    first.unmount();
    // a remount later in the visit (e.g. another layout) keeps the choice
    const second = renderColorMode(storage);
    expect(second.result.current.mode).toBe('dark');
  });

  it('works without matchMedia at all', () => {
    vi.stubGlobal('matchMedia', undefined);
    window.localStorage.setItem(KEY, 'auto');
    const { result } = renderColorMode();
    expect(result.current).toMatchObject({ mode: 'auto', resolved: 'light' });
  });
});
