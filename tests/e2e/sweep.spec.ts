import { axe, axeFindings } from './axeSupport';
import { builtDir, metaPolicies, policyOf, recordViolations, violationsOn } from './cspSupport';
import { OFF_NAV_PAGES, SITE_ROUTES } from './routes';
import { ALL_ROUTES, expect, visit as test, waitForApp } from './support';

/**
 * The route sweep: every route and every page off the navigation, visited once, and on that
 * visit every page-level check: it renders with no console error and no request to another origin,
 * nothing is refused under the policy its meta tag carries (no header: static hosts send none), axe
 * finds no WCAG 2.1 A or AA violation, every link to another site opens in a new tab with
 * `rel="noopener noreferrer"`, the viewport lets the reader zoom, and the language link leads to the
 * same page in the other language. Each check is soft, so a failing visit names all it broke.
 * Root build; the sub-path build's own sweep is subpath.spec.ts.
 */
let policy = '';

test.beforeAll(async ({ baseURL }) => {
  policy = await policyOf(builtDir(baseURL!));
});

/** A viewport that stops pinch zoom fails WCAG 1.4.4 (axe: meta-viewport). */
const blocksZoom = (content: string) =>
  /user-scalable\s*=\s*(no|0)\b/i.test(content) || /maximum-scale\s*=\s*(0|1)(\.0*)?\b/i.test(content);

const titles = new Map(OFF_NAV_PAGES.map(({ route, title }) => [route, title]));
const LANGUAGE_SWITCHES = new Set(ALL_ROUTES);

for (const route of [...SITE_ROUTES, ...titles.keys()]) {
  const title = titles.get(route);
  const notFound = route.includes('no/such/page');
  test(`/${route}: no console error, foreign request or refusal; accessible, safe links, zoomable${LANGUAGE_SWITCHES.has(route) ? ', switches language' : ''}`, async ({
    page,
    problems,
    baseURL,
  }) => {
    const refused = await recordViolations(page);
    const response = await page.goto(route);
    expect(response?.status(), 'served from its own file').toBe(notFound ? 404 : 200);
    expect.soft(response?.headers()['content-security-policy'], 'no policy header: the meta tag alone').toBeUndefined();
    const html = (await response?.text()) ?? '';
    await waitForApp(page);
    // a page off the navigation is drawn from a shared file first (404.html): wait for its own
    if (title) await expect(page).toHaveTitle(title);
    if (!notFound) await expect(page.locator('.rc-pagination').first()).toBeVisible();

    // the tag is in the served file (umi re-renders the head on hydration; a policy, once parsed,
    // holds for the page's life whatever happens to its tag)
    expect.soft(metaPolicies(html).policies, 'the policy meta tag').toEqual([policy]);
    expect.soft(await violationsOn(page), 'refused under the policy').toEqual([]);
    expect.soft(refused, 'refusals in the console').toEqual([]);
    // the browser reports the 404 status of the address itself; nothing else may fail
    const errors = notFound ? problems.consoleErrors.filter((text) => !text.includes('status of 404')) : problems.consoleErrors;
    expect.soft(errors, 'console errors').toEqual([]);
    expect.soft(problems.foreignRequests, 'requests to another origin').toEqual([]);

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
    await expect(page).toHaveURL(new URL(target, baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('lang', chinese ? 'en-US' : 'zh-CN');
    await expect(page.getByRole('combobox', { name: chinese ? 'Search the documentation' : '搜索文档' })).toBeVisible();
  });
}
