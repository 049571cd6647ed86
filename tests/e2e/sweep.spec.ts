import { axe, axeFindings } from './axeSupport';
import { metaPolicies, recordViolations, serveWithHeader, violationsOn } from './cspSupport';
import { OFF_NAV_PAGES, SITE_ROUTES } from './routes';
import { ALL_ROUTES, expect, onRequest, visit as test, waitForApp } from './support';

/**
 * The route sweep: every route and every page off the navigation, visited once, and on that
 * visit every page-level check: it renders with no console error and no request to another origin,
 * nothing is refused under the policy sent as the header the README asks hosts to send, beside the
 * meta tag the file carries, axe finds no WCAG 2.1 A or AA violation, every link to another site
 * opens in a new tab with `rel="noopener noreferrer"`, the viewport lets the reader zoom, and the
 * language link leads to the same page in the other language. Each check is soft, so a failing
 * visit names all it broke. Root build; the sub-path build's own sweep, under the meta tag alone
 * as static hosts serve it, is subpath.spec.ts.
 *
 * The header and the meta tag carry the same policy, and the header governs the whole document
 * where the tag governs what follows it: a page refused nothing here is refused nothing under the
 * tag alone. The visits also have localStorage and sessionStorage throwing on access (cookies
 * blocked, storage disabled by policy, some embedded webviews; `storage: 'throwing'`,
 * tests/e2e/support.ts): every route renders with no uncaught error there too. What still works
 * with such storage (the colour switch, code, search) is resilience.spec.ts's.
 */
test.use({ visitOptions: { storage: 'throwing' } });

let site: Awaited<ReturnType<typeof serveWithHeader>> | undefined;

test.beforeAll(async ({ baseURL }) => {
  site = await serveWithHeader(baseURL!);
});

test.afterAll(async () => {
  await site?.close();
});

/** A viewport that stops pinch zoom fails WCAG 1.4.4 (axe: meta-viewport). */
const blocksZoom = (content: string) =>
  /user-scalable\s*=\s*(no|0)\b/i.test(content) || /maximum-scale\s*=\s*(0|1)(\.0*)?\b/i.test(content);

const titles = new Map(OFF_NAV_PAGES.map(({ route, title }) => [route, title]));
const LANGUAGE_SWITCHES = new Set(ALL_ROUTES);

for (const route of [...SITE_ROUTES, ...titles.keys()]) {
  const title = titles.get(route);
  const notFound = route.includes('no/such/page');
  test(`/${route}: no console error, foreign request or refusal with storage throwing; accessible, safe links, zoomable${LANGUAGE_SWITCHES.has(route) ? ', switches language' : ''}`, async ({
    page,
    problems,
  }) => {
    const { url: siteUrl, policy } = site!;
    const refused = await recordViolations(page);
    // the site is served from the header server's origin: a request anywhere else leaves the site
    const origin = new URL(siteUrl).origin;
    const foreign: string[] = [];
    onRequest(page, (request) => {
      if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== origin) foreign.push(request.url());
    });
    const response = await page.goto(new URL(route, siteUrl).href);
    expect(response?.status(), 'served from its own file').toBe(notFound ? 404 : 200);
    expect.soft(response?.headers()['content-security-policy'], 'the policy header').toBe(policy);
    const html = (await response?.text()) ?? '';
    await waitForApp(page);
    // the context's init script is in force: storage throws on this page
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'throws';
        }
      }),
      'storage on the page',
    ).toBe('throws');
    // a page off the navigation is drawn from a shared file first (404.html): wait for its own
    if (title) await expect(page).toHaveTitle(title);
    if (!notFound) await expect(page.locator('.rc-pagination').first()).toBeVisible();
    if (!title) await expect(page.locator('h1').first()).toBeVisible();

    // the tag is in the served file (umi re-renders the head on hydration; a policy, once parsed,
    // holds for the page's life whatever happens to its tag)
    expect.soft(metaPolicies(html).policies, 'the policy meta tag').toEqual([policy]);
    expect.soft(await violationsOn(page), 'refused under the policy').toEqual([]);
    expect.soft(refused, 'refusals in the console').toEqual([]);
    // the browser reports the 404 status of the address itself; nothing else may fail
    const errors = notFound ? problems.consoleErrors.filter((text) => !text.includes('status of 404')) : problems.consoleErrors;
    expect.soft(errors, 'console errors').toEqual([]);
    expect.soft(foreign, 'requests to another origin').toEqual([]);

    // pages off the navigation keep axe's contrast rule; the site's routes have the stricter
    // contrast sweep of visual.spec.ts, in both modes
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'light');
    expect.soft(axeFindings((await axe(page, { contrast: Boolean(title) }).analyze()).violations), 'axe').toEqual([]);

    // a link to another site opens in a new tab and hands that site neither a handle on this page
    // (`noopener`) nor the address it came from (`noreferrer`): the header's, the footer's, the
    // demos' and the markdown's alike
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors
        .filter((anchor) => {
          const url = new URL(anchor.getAttribute('href')!, document.baseURI);
          return /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
        })
        .map((anchor) => ({
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          rel: (anchor.getAttribute('rel') ?? '').split(/\s+/).filter((token) => /^no(opener|referrer)$/.test(token)).sort(),
        })),
    );
    // the header alone links to GitHub and the changelog on every route
    if (!title) expect.soft(links.length, 'links to other sites').toBeGreaterThan(0);
    expect.soft(links, 'links to other sites').toEqual(links.map(({ href }) => ({ href, target: '_blank', rel: ['noopener', 'noreferrer'] })));

    // prerendered pages carry umi's own viewport tag and the configured one, both the same
    const served = [...html.matchAll(/<meta[^>]*name="viewport"[^>]*>/g)].map((match) => match[0]);
    expect.soft(served.length, 'viewport tags as served').toBeGreaterThan(0);
    expect.soft(served.filter(blocksZoom), 'viewport tags as served').toEqual([]);
    const running = await page
      .locator('meta[name="viewport"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect.soft(running.length, 'viewport tags once running').toBeGreaterThan(0);
    expect.soft(running.filter(blocksZoom), 'viewport tags once running').toEqual([]);

    if (!LANGUAGE_SWITCHES.has(route)) return;
    const chinese = route.startsWith('zh-CN');
    const target = chinese ? route.replace(/^zh-CN\/?/, '') : route ? `zh-CN/${route}` : 'zh-CN';
    await page.getByRole('link', { name: chinese ? '语言： English' : 'Language: 中文' }).click();
    await expect(page).toHaveURL(new URL(target, siteUrl).href);
    await expect(page.locator('html')).toHaveAttribute('lang', chinese ? 'en-US' : 'zh-CN');
    await expect(page.getByRole('combobox', { name: chinese ? 'Search the documentation' : '搜索文档' })).toBeVisible();
  });
}
