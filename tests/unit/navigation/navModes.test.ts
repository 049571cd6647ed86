/**
 * The contract between `themeConfig.nav` in .dumirc.ts and dumi's useNavData, which the Navbar
 * renders: configured entries replace (override), precede (prepend) or follow (append) the
 * entries generated from the pages' frontmatter, per language.
 */
import { renderHook } from '@testing-library/react';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { setDumi } from '../../stubs/dumi';

const route = (id: string, path: string, title: string) => ({
  id,
  path,
  parentId: 'DocLayout',
  meta: { frontmatter: { title, nav: { title: 'Demo', order: 2 } } },
});

/** Two demo pages, and the navigation configured as `nav` (themeConfig.nav of .dumirc.ts). */
const setNav = (nav: unknown) =>
  setDumi({
    routes: {
      'docs/demo/basic': route('docs/demo/basic', 'demo/basic', 'Basic'),
      'docs/demo/sizer': route('docs/demo/sizer', 'demo/sizer', 'Sizer'),
    },
    themeConfig: { nav },
    twoLevelNav: true,
    sidebarData: {
      '/demo': [
        {
          title: 'Demo',
          children: [
            { title: 'Basic', link: '/demo/basic', order: 1, frontmatter: {} },
            { title: 'Sizer', link: '/demo/sizer', order: 12, frontmatter: {} },
          ],
        },
      ],
    },
    location: { pathname: '/demo/basic', search: '', hash: '' },
  });

// dumi's own hook, by file path: under vitest the bare 'dumi' is the stub mocked above
const NAV_DATA_HOOK = path.resolve(
  __dirname,
  '../../../node_modules/dumi/dist/client/theme-api/useNavData.js',
);
const { useNavData } = (await import(NAV_DATA_HOOK)) as {
  useNavData: () => { title: string }[];
};

const GITHUB = { title: 'GitHub', link: 'https://github.com/react-component/pagination' };

function navTitles(): string[] {
  return renderHook(() => useNavData()).result.current.map((item) => item.title);
}

describe('themeConfig.nav modes', () => {
  it('generates the navigation from the pages when nothing is configured', () => {
    setNav(undefined);
    expect(navTitles()).toEqual(['Demo']);
  });

  it('append: configured entries after the generated ones', () => {
    setNav({ mode: 'append', value: { 'en-US': [GITHUB], 'zh-CN': [GITHUB] } });
    expect(navTitles()).toEqual(['Demo', 'GitHub']);
  });

  it('prepend: configured entries before the generated ones', () => {
    setNav({ mode: 'prepend', value: [GITHUB] });
    expect(navTitles()).toEqual(['GitHub', 'Demo']);
  });

  it('override: only the configured entries', () => {
    setNav({ mode: 'override', value: { 'en-US': [GITHUB] } });
    expect(navTitles()).toEqual(['GitHub']);
  });

  it("uses the current language's list", () => {
    setNav({
      mode: 'append',
      value: {
        'en-US': [{ title: 'Changelog', link: 'x' }],
        'zh-CN': [{ title: '更新日志', link: 'x' }],
      },
    });
    expect(navTitles()).toEqual(['Demo', 'Changelog']);
  });

  it('the site config appends the API table, GitHub and Changelog in both languages', async () => {
    const { default: config } = await import('../../../.dumirc');
    const nav = config.themeConfig?.nav as {
      mode: string;
      value: Record<string, { title: string }[]>;
    };
    expect(nav.mode).toBe('append');
    expect(nav.value['en-US'].map((item) => item.title)).toEqual(['API', 'GitHub', 'Changelog']);
    expect(nav.value['zh-CN'].map((item) => item.title)).toEqual(['API', 'GitHub', '更新日志']);
    setNav(nav);
    expect(navTitles()).toEqual(['Demo', 'API', 'GitHub', 'Changelog']);
  });
});
