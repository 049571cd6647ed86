import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../plugins/publish/sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml([
    {
      url: 'https://example.com/a/',
      alternates: [
        { locale: 'en-US', url: 'https://example.com/a/' },
        { locale: 'zh-CN', url: 'https://example.com/zh-CN/a/?x=1&y=2' },
      ],
    },
  ]);

  it('lists each page with its language twins and x-default', () => {
    expect(xml).toContain('<loc>https://example.com/a/</loc>');
    expect(xml).toContain('hreflang="zh-CN" href="https://example.com/zh-CN/a/?x=1&amp;y=2"');
    expect(xml).toContain('hreflang="x-default" href="https://example.com/a/"');
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap under the base and keeps crawlers off the standalone demos', () => {
    expect(robotsTxt('https://example.com/docs/')).toBe(
      'User-agent: *\nDisallow: /docs/~demos/\n\nSitemap: https://example.com/docs/sitemap.xml\n',
    );
  });
});
