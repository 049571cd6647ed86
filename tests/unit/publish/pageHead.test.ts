import { describe, expect, it } from 'vitest';
import { pageHeadTags, type PageHeadInput } from '../../../src/publish/pageHead';

const EN = { id: 'en-US', base: '/' };
const ZH = { id: 'zh-CN', base: '/zh-CN' };
const INPUT: PageHeadInput = {
  root: 'https://example.com/docs/',
  pathname: '/zh-CN/demo/sizer',
  current: ZH,
  locales: [EN, ZH],
  title: '每页条数',
  description: 'showSizeChanger 会添加一个切换每页条数的下拉框。',
  siteName: 'rc-pagination',
  image: { file: 'og-image.png', width: 1200, height: 630 },
  themeColors: { light: '#f7f9fb', dark: '#050709' },
};

/** The tags as `kind key=value…` lines, for readable expectations. */
const lines = (input: PageHeadInput) =>
  pageHeadTags(input).map(
    ({ kind, attributes }) =>
      `${kind} ${Object.entries(attributes)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')}`,
  );

describe('pageHeadTags', () => {
  it('gives the canonical address of the prerendered file, each language twin and x-default', () => {
    expect(lines(INPUT).slice(0, 4)).toEqual([
      'link rel=canonical href=https://example.com/docs/zh-CN/demo/sizer/',
      'link rel=alternate hrefLang=en-US href=https://example.com/docs/demo/sizer/',
      'link rel=alternate hrefLang=zh-CN href=https://example.com/docs/zh-CN/demo/sizer/',
      'link rel=alternate hrefLang=x-default href=https://example.com/docs/demo/sizer/',
    ]);
  });

  it('addresses the home page of each language at its folder', () => {
    const home = lines({ ...INPUT, pathname: '/', current: EN });
    expect(home[0]).toBe('link rel=canonical href=https://example.com/docs/');
    expect(home[2]).toBe('link rel=alternate hrefLang=zh-CN href=https://example.com/docs/zh-CN/');
  });

  it('links the Markdown twin beside the page, and index.md for a language home', () => {
    expect(lines(INPUT)[4]).toBe('link rel=alternate type=text/markdown href=https://example.com/docs/zh-CN/demo/sizer.md');
    expect(lines({ ...INPUT, pathname: '/', current: EN })).toContain(
      'link rel=alternate type=text/markdown href=https://example.com/docs/index.md',
    );
    expect(lines({ ...INPUT, pathname: '/zh-CN' })).toContain(
      'link rel=alternate type=text/markdown href=https://example.com/docs/zh-CN/index.md',
    );
  });

  it('describes the page for link previews in its own language', () => {
    const all = lines(INPUT);
    expect(all).toContain('meta property=og:title content=每页条数');
    expect(all).toContain('meta property=og:url content=https://example.com/docs/zh-CN/demo/sizer/');
    expect(all).toContain('meta property=og:locale content=zh_CN');
    expect(all).toContain('meta property=og:locale:alternate content=en_US');
    expect(all).toContain('meta property=og:image content=https://example.com/docs/og-image.png');
    expect(all).toContain('meta name=twitter:card content=summary_large_image');
    expect(all).toContain('meta name=twitter:description content=showSizeChanger 会添加一个切换每页条数的下拉框。');
    expect(all).toContain('meta name=theme-color media=(prefers-color-scheme: dark) content=#050709');
  });

  it('leaves out tags it has no text for', () => {
    const all = lines({ ...INPUT, description: '' });
    expect(all.some((line) => line.includes('og:description'))).toBe(false);
    expect(all.some((line) => line.includes('twitter:description'))).toBe(false);
  });
});
