import { describe, expect, it } from 'vitest';
import { localeOf, pageOf, siteRoot, twinsOf } from '../../../src/publish/address';

const LOCALES = [{ id: 'en-US' }, { id: 'zh-CN' }];

describe('siteRoot', () => {
  it('takes the origin of the address and the path of BASE', () => {
    expect(siteRoot('https://example.github.io/repo/', '/')).toBe('https://example.github.io/');
    expect(siteRoot('https://example.github.io/repo/', '/repo/')).toBe('https://example.github.io/repo/');
    expect(siteRoot('https://preview.example.com', '/pagination/')).toBe('https://preview.example.com/pagination/');
  });

  it('names the settings to fix when the address is missing or not absolute', () => {
    expect(() => siteRoot(undefined, '/')).toThrow(/"homepage" in package.json, or SITE_URL/);
    expect(() => siteRoot('example.com/docs', '/')).toThrow(/not an absolute URL/);
  });
});

describe('pageOf', () => {
  it('maps a prerendered file to the page it serves', () => {
    expect(pageOf('index.html')).toBe('');
    expect(pageOf('demo/basic/index.html')).toBe('demo/basic/');
    expect(pageOf('zh-CN/demo/basic/index.html')).toBe('zh-CN/demo/basic/');
  });

  it('leaves out the not-found page and the standalone demos', () => {
    expect(pageOf('404.html')).toBeNull();
    expect(pageOf('~demos/docs-demo-basic/index.html')).toBeNull();
    expect(pageOf('~demos/:id/index.html')).toBeNull();
  });
});

describe('twinsOf', () => {
  const pages = new Set(['', 'zh-CN/', 'demo/basic/', 'zh-CN/demo/basic/', 'playground/']);

  it('finds a page in every language from either side', () => {
    const twins = [
      { locale: 'en-US', page: 'demo/basic/' },
      { locale: 'zh-CN', page: 'zh-CN/demo/basic/' },
    ];
    expect(twinsOf('demo/basic/', LOCALES, pages)).toEqual(twins);
    expect(twinsOf('zh-CN/demo/basic/', LOCALES, pages)).toEqual(twins);
    expect(twinsOf('', LOCALES, pages).map((twin) => twin.page)).toEqual(['', 'zh-CN/']);
  });

  it('lists only the languages that have the page', () => {
    expect(twinsOf('playground/', LOCALES, pages)).toEqual([{ locale: 'en-US', page: 'playground/' }]);
  });

  it('tells a page’s language by its prefix', () => {
    expect(localeOf('zh-CN/versions/', LOCALES).id).toBe('zh-CN');
    expect(localeOf('versions/', LOCALES).id).toBe('en-US');
    expect(localeOf('zh-CNx/', LOCALES).id).toBe('en-US');
  });

  it('follows a base set in the config, as the language switch does', () => {
    const locales = [{ id: 'en-US' }, { id: 'zh-CN', base: '/cn' }];
    const pages = new Set(['demo/basic/', 'cn/demo/basic/']);
    expect(localeOf('cn/demo/basic/', locales).id).toBe('zh-CN');
    expect(twinsOf('cn/demo/basic/', locales, pages)).toEqual([
      { locale: 'en-US', page: 'demo/basic/' },
      { locale: 'zh-CN', page: 'cn/demo/basic/' },
    ]);
  });
});
