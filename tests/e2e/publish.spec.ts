import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { SITE_ROUTES } from './routes';
import { expect, test, waitForApp } from './support';

/**
 * What the build publishes for hosts, crawlers and link previews (plugins/publish/index.ts), read from
 * the files as served, at the root and under the sub-path: each page's head, sitemap.xml,
 * robots.txt and the Open Graph image. All but the running head's test read the files in Node,
 * with no browser.
 */
const pkg = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { homepage: string };
/** The site's public root: the origin of SITE_URL or the homepage, the path of the build's base. */
function rootOf(baseURL: string): string {
  return new URL(new URL(baseURL).pathname, new URL(process.env.SITE_URL || pkg.homepage).origin).href;
}
const CHINESE = 'zh-CN/';
/** A route's page in each language: `demo/basic` → `demo/basic/` and `zh-CN/demo/basic/`. */
function twins(route: string): { en: string; zh: string } {
  const neutral = route.startsWith('zh-CN') ? route.slice('zh-CN'.length).replace(/^\//, '') : route;
  const slash = (page: string) => (page ? `${page}/` : '');
  return { en: slash(neutral), zh: `${CHINESE}${slash(neutral)}` };
}

interface Head {
  lang: string;
  title: string;
  meta: Record<string, string[]>;
  links: { rel: string; hreflang: string | null; href: string }[];
  themeColors: { media: string | null; content: string | null }[];
}

/** Parses a served HTML file's head in Node (jsdom), without running the page. */
function headOf(html: string): Head {
  const doc = new JSDOM(html).window.document;
  const meta: Record<string, string[]> = {};
  for (const tag of doc.head.querySelectorAll('meta[name], meta[property]')) {
    const key = tag.getAttribute('name') ?? tag.getAttribute('property') ?? '';
    (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
  }
  return {
    lang: doc.documentElement.lang,
    title: doc.title,
    meta,
    links: [...doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')].map((link) => ({
      rel: link.getAttribute('rel') ?? '',
      hreflang: link.getAttribute('hreflang'),
      href: link.getAttribute('href') ?? '',
    })),
    themeColors: [...doc.head.querySelectorAll('meta[name="theme-color"]')].map((tag) => ({
      media: tag.getAttribute('media'),
      content: tag.getAttribute('content'),
    })),
  };
}

/** The `<url>` entries of a sitemap, or null when it does not parse as XML. */
function sitemapEntries(xml: string): { loc: string; alternates: string[] }[] | null {
  let doc: Document;
  try {
    doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  } catch {
    return null;
  }
  if (doc.querySelector('parsererror')) return null;
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
  }));
}

for (const route of SITE_ROUTES) {
  test(`/${route}: description, canonical, language alternates, Open Graph, Twitter card and theme colours`, async ({
    request,
    baseURL,
  }) => {
    const root = rootOf(baseURL!);
    const chinese = route.startsWith('zh-CN');
    const response = await request.get(route);
    expect(response.ok()).toBe(true);
    const head = headOf(await response.text());
    const { en, zh } = twins(route);
    const own = new URL(chinese ? zh : en, root).href;

    expect(head.lang).toBe(chinese ? 'zh-CN' : 'en-US');
    const [description] = head.meta.description ?? [];
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(30);
    // in the page's language: Chinese pages describe themselves in Chinese, English ones in English
    expect(/[\u4e00-\u9fff]/.test(description)).toBe(chinese);
    expect(head.title.length).toBeGreaterThan(0);

    expect(head.links).toEqual([
      { rel: 'canonical', hreflang: null, href: own },
      { rel: 'alternate', hreflang: 'en-US', href: new URL(en, root).href },
      { rel: 'alternate', hreflang: 'zh-CN', href: new URL(zh, root).href },
      { rel: 'alternate', hreflang: 'x-default', href: new URL(en, root).href },
    ]);

    const image = new URL('og-image.png', root).href;
    expect(head.meta['og:title']).toEqual([head.title]);
    expect(head.meta['og:description']?.[0]?.length ?? 0).toBeGreaterThanOrEqual(30);
    expect(head.meta['og:url']).toEqual([own]);
    expect(head.meta['og:image']).toEqual([image]);
    expect(head.meta['og:locale']).toEqual([chinese ? 'zh_CN' : 'en_US']);
    expect(head.meta['og:type']).toEqual(['website']);
    expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
    expect(head.meta['twitter:title']).toEqual([head.title]);
    expect(head.meta['twitter:description']).toEqual(head.meta['og:description']);
    expect(head.meta['twitter:image']).toEqual([image]);
    expect(head.themeColors.map((tag) => tag.media)).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ]);
    expect(head.themeColors.every((tag) => /^#[0-9a-f]{6}$/i.test(tag.content ?? ''))).toBe(true);
  });
}

test('the head stays whole once the app has taken over: one canonical link, the Open Graph address', async ({
  page,
  baseURL,
}) => {
  await page.goto('zh-CN/demo/sizer');
  await waitForApp(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL('zh-CN/demo/sizer/', rootOf(baseURL!)).href,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('sitemap.xml parses and lists exactly the prerendered pages, each with its language twins', async ({
  request,
  baseURL,
}) => {
  const root = rootOf(baseURL!);
  const response = await request.get('sitemap.xml');
  expect(response.ok()).toBe(true);
  const parsed = sitemapEntries(await response.text());
  expect(parsed).not.toBeNull();
  const expected = SITE_ROUTES.map((route) => {
    const { en, zh } = twins(route);
    return new URL(route.startsWith('zh-CN') ? zh : en, root).href;
  });
  expect(parsed!.map((url) => url.loc).sort()).toEqual([...expected].sort());
  // neither the not-found page nor the standalone demos
  expect(parsed!.some((url) => /404|~demos/.test(url.loc))).toBe(false);
  const basic = parsed!.find((url) => url.loc === new URL('demo/basic/', root).href);
  expect(basic?.alternates).toEqual([
    `en-US ${new URL('demo/basic/', root).href}`,
    `zh-CN ${new URL('zh-CN/demo/basic/', root).href}`,
    `x-default ${new URL('demo/basic/', root).href}`,
  ]);
});

test('robots.txt points at the sitemap and keeps crawlers off the standalone demos', async ({
  request,
  baseURL,
}) => {
  const root = rootOf(baseURL!);
  const response = await request.get('robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${new URL('sitemap.xml', root).href}`);
  expect(text).toContain(`Disallow: ${new URL(baseURL!).pathname}~demos/`);
});

test('the Open Graph image is a 1200×630 PNG served by the site', async ({ request }) => {
  const response = await request.get('og-image.png');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // the IHDR chunk: width and height, big-endian, right after the signature and chunk header
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the not-found page and the standalone demos are kept out of search engines', async ({ request }) => {
  for (const file of ['404.html', '~demos/docs-demo-basic-demo-basic/']) {
    const response = await request.get(file);
    expect(await response.text(), file).toContain('<meta name="robots" content="noindex">');
  }
});
