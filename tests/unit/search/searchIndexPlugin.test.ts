import { describe, expect, it } from 'vitest';
import { tabFilesOf } from '../../../plugins/pages/pageReader';
import { navOf } from '../../../plugins/search/searchIndex';

describe('search index plugin', () => {
  it('finds the content tabs of a page file in each language', () => {
    const siblings = [
      'locale.md',
      'locale.zh-CN.md',
      'locale.$tab-custom.md',
      'locale.$tab-custom.zh-CN.md',
      'sizer.md',
    ];
    expect(tabFilesOf('/docs/demo/locale.md', siblings)).toEqual([
      { key: 'custom', file: '/docs/demo/locale.$tab-custom.md' },
    ]);
    expect(tabFilesOf('/docs/demo/locale.zh-CN.md', siblings)).toEqual([
      { key: 'custom', file: '/docs/demo/locale.$tab-custom.zh-CN.md' },
    ]);
    expect(tabFilesOf('/docs/demo/sizer.md', siblings)).toEqual([]);
  });

  it('makes the top-level navigation from the nav frontmatter, in its order', () => {
    const page = (path: string, nav?: { title: string; order: number }) => ({
      path,
      frontmatter: { title: path, ...(nav ? { nav } : {}) },
    });
    expect(
      navOf(
        [
          page('/zh-CN/questions', { title: '常见问题', order: 4 }),
          page('/zh-CN/demo/basic', { title: '示例', order: 2 }),
          page('/zh-CN/demo/sizer', { title: '示例', order: 2 }),
          page('/zh-CN/'),
        ],
        '/zh-CN',
      ),
    ).toEqual([
      { title: '示例', link: '/zh-CN/demo', activePath: '/zh-CN/demo', order: 2 },
      { title: '常见问题', link: '/zh-CN/questions', activePath: '/zh-CN/questions', order: 4 },
    ]);
    expect(navOf([page('/demo/basic', { title: 'Demo', order: 2 })], '')[0].link).toBe('/demo');
  });
});
