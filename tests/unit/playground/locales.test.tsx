import { act, cleanup, render } from '@testing-library/react';
import { readdirSync } from 'fs';
import path from 'path';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paginationLocales } from '../../../docs/demo/demos/locales';
import {
  isLocaleLoaded,
  LOCALE_IDS,
  loadLocale,
  localeObject,
} from '../../../src/paginationLocale';
import { useLoadedLocale } from '../../../src/playground/Preview/useLoadedLocale';
import { DEFAULT_STATE } from '../../../src/playground/state';

afterEach(cleanup);

describe('playground locales (downloaded when chosen)', () => {
  it('lists exactly the locales the installed rc-pagination ships', () => {
    const dir = path.dirname(require.resolve('rc-pagination/lib/locale/en_US.js'));
    const shipped = readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/\.js$/, ''))
      .sort();
    expect(LOCALE_IDS).toEqual(shipped);
    expect(LOCALE_IDS).toEqual(Object.keys(paginationLocales).sort());
  });

  it('has the site languages at hand and loads any other, the same object the package exports', async () => {
    expect(isLocaleLoaded('en_US')).toBe(true);
    expect(isLocaleLoaded('zh_CN')).toBe(true);
    expect(isLocaleLoaded('de_DE')).toBe(false);
    expect(localeObject('de_DE')).toBe(paginationLocales.zh_CN);
    await expect(loadLocale('de_DE')).resolves.toEqual(paginationLocales.de_DE);
    expect(localeObject('de_DE')).toEqual(paginationLocales.de_DE);
    await expect(loadLocale('xx_XX')).rejects.toThrow(/Unknown rc-pagination locale/);
  });

  it('keeps the last locale on screen until the chosen one arrives', async () => {
    const seen: string[] = [];
    function Probe({ locale }: { locale: string }) {
      const { shown } = useLoadedLocale({ ...DEFAULT_STATE, locale });
      seen.push(shown.locale);
      return null;
    }
    const { rerender } = render(<Probe locale="en_US" />);
    rerender(<Probe locale="ja_JP" />);
    expect(seen.at(-1)).toBe('en_US');
    await vi.waitFor(() => expect(seen.at(-1)).toBe('ja_JP'));
    await act(async () => {});
  });
});

describe('a locale that fails to download', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/paginationLocale');
    vi.resetModules();
  });

  it('says so, with the reload message, and keeps the last locale drawn', async () => {
    vi.resetModules();
    vi.doMock('../../../src/paginationLocale', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      loadLocale: () => Promise.reject(new Error('Loading chunk pagination-locale-de_DE failed.')),
    }));
    const { useLoadedLocale: useLocaleWithFailure } = await import(
      '../../../src/playground/Preview/useLoadedLocale'
    );
    const results: Array<{ locale: string; failed: boolean }> = [];
    function Probe({ locale }: { locale: string }) {
      const { shown, failed } = useLocaleWithFailure({ ...DEFAULT_STATE, locale });
      results.push({ locale: shown.locale, failed });
      return null;
    }
    const { rerender } = render(<Probe locale="en_US" />);
    rerender(<Probe locale="fi_FI" />);
    await vi.waitFor(() => expect(results.at(-1)).toEqual({ locale: 'en_US', failed: true }));
  });
});
