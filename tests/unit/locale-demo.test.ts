// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { paginationLocales } from '../../docs/demo/demos/locales';

const localeDir = path.resolve(__dirname, '../../node_modules/rc-pagination/lib/locale');

describe('locale demo', () => {
  it('offers every locale file the installed rc-pagination ships', () => {
    const shipped = fs
      .readdirSync(localeDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/\.js$/, ''))
      .sort();
    expect(Object.keys(paginationLocales).sort()).toEqual(shipped);
  });

  it('imports real locale objects, not module wrappers', () => {
    expect(paginationLocales.en_US.next_page).toBe('Next Page');
    expect(paginationLocales.zh_CN.next_page).toBe('下一页');
  });
});
