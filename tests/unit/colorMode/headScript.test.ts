import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorModeHeadScript } from '../../../src/colorMode/headScript';
import { COLOR_MODES, resolveColorMode, type ColorMode } from '../../../src/colorMode/modes';

const KEY = 'dumi:prefers-color';

function runHeadScript() {
  // the same way a browser runs an inline <script>: global scope, no module wrapper
  new Function(colorModeHeadScript)();
  return document.documentElement.getAttribute('data-prefers-color');
}

function stubMatchMedia(prefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && prefersDark,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-prefers-color');
});

describe('colorModeHeadScript', () => {
  it('is plain ES5 that cannot be mistaken for a script URL', () => {
    expect(colorModeHeadScript).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    expect(colorModeHeadScript).toMatch(/^\(function\(\)\{/);
    expect(colorModeHeadScript).not.toContain('</');
  });

  it('follows the system when nothing is stored', () => {
    stubMatchMedia(true);
    expect(runHeadScript()).toBe('dark');
    stubMatchMedia(false);
    expect(runHeadScript()).toBe('light');
  });

  it.each([
    ...COLOR_MODES.flatMap((mode) => [
      [mode, false],
      [mode, true],
    ]),
  ] as Array<[ColorMode, boolean]>)(
    'agrees with resolveColorMode for stored %s (system dark: %s)',
    (mode, prefersDark) => {
      stubMatchMedia(prefersDark);
      window.localStorage.setItem(KEY, mode);
      expect(runHeadScript()).toBe(resolveColorMode(mode, prefersDark));
    },
  );

  it('ignores an unknown stored value and follows the system', () => {
    stubMatchMedia(true);
    window.localStorage.setItem(KEY, 'midnight');
    expect(runHeadScript()).toBe('dark');
  });

  it('follows the system when reading storage throws', () => {
    stubMatchMedia(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript()).toBe('light');
  });

  it('follows the system when the localStorage getter itself throws', () => {
    stubMatchMedia(true);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHeadScript()).toBe('dark');
  });

  it('falls back to light in auto mode when matchMedia is missing or throws', () => {
    window.localStorage.setItem(KEY, 'auto');
    vi.stubGlobal('matchMedia', undefined);
    expect(runHeadScript()).toBe('light');
    vi.stubGlobal('matchMedia', () => {
      throw new Error('unsupported');
    });
    expect(runHeadScript()).toBe('light');
  });
});
