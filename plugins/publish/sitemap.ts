import { escapeHtml } from '../../src/export/templates';

export interface SitemapEntry {
  url: string;
  /** the page in each language, itself included (sitemaps list hreflang alternates this way) */
  alternates: { locale: string; url: string }[];
}

/** sitemap.xml with an xhtml:link per language twin, as search engines read hreflang there. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ url, alternates }) => {
    const links = alternates.map(
      ({ locale, url: href }) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}"/>`,
    );
    const fallback = alternates[0]
      ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates[0].url)}"/>`]
      : [];
    return ['  <url>', `    <loc>${escapeHtml(url)}</loc>`, ...links, ...fallback, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled but the standalone demos; where the sitemap is. */
export function robotsTxt(root: string): string {
  const base = new URL(root).pathname;
  return ['User-agent: *', `Disallow: ${base}~demos/`, '', `Sitemap: ${new URL('sitemap.xml', root).href}`, ''].join('\n');
}
