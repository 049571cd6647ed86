import { describe, expect, it } from 'vitest';
import {
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  isColorMode,
  parseColorMode,
  resolveColorMode,
} from '../../../src/colorMode/modes';

describe('colour modes', () => {
  it('defaults to following the system', () => {
    expect(DEFAULT_COLOR_MODE).toBe('auto');
    expect(parseColorMode(null)).toBe('auto');
  });

  it('keeps every known mode', () => {
    for (const mode of COLOR_MODES) expect(parseColorMode(mode)).toBe(mode);
  });

  it('treats unknown or tampered stored values as the default, auto', () => {
    for (const value of ['', 'DARK', 'dark ', 'blue', '"dark"', 'undefined', 1, {}, undefined]) {
      expect(isColorMode(value)).toBe(false);
      expect(parseColorMode(value)).toBe('auto');
    }
  });

  it('resolves auto from the system preference and leaves explicit modes alone', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});
