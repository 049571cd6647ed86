import { test as base, expect, type Page } from '@playwright/test';

/** The thirteen demo pages, by their route inside a language. */
export const DEMO_ROUTES = [
  'basic',
  'simple',
  'controlled',
  'jumper',
  'jumper-with-go-button',
  'item-render',
  'less-pages',
  'show-title',
  'show-total',
  'locale',
  'styles',
  'sizer',
  'more',
].map((name) => `demo/${name}`);

/** The guide pages beside the demos: questions and troubleshooting, versions after 4.0.4. */
export const GUIDE_ROUTES = ['questions', 'versions'];

/**
 * Every documented route, relative to the site's base: home, demos and guides, English then
 * Chinese.
 */
export const ALL_ROUTES = ['', ...DEMO_ROUTES, ...GUIDE_ROUTES].flatMap((route) => [
  route,
  route ? `zh-CN/${route}` : 'zh-CN',
]);

export interface PageProblems {
  consoleErrors: string[];
  foreignRequests: string[];
}

/**
 * `page` that records console errors, uncaught exceptions and requests leaving the site's
 * origin; `problems` exposes them so a spec can assert there were none.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page, baseURL }, use) => {
    const problems: PageProblems = { consoleErrors: [], foreignRequests: [] };
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
        problems.foreignRequests.push(url);
      }
    });
    await use(problems);
  },
});

export { expect };

/**
 * Waits until the client has taken over the prerendered page: it has loaded, and React has
 * attached itself to the header and to the last demo on the page (or the app root's first
 * element where there is no demo). Hydration goes top to bottom, but in pieces: the first demo
 * alone can be live while later ones are not. Waiting for the network to go quiet instead costs
 * half a second per page, most of the suite's time.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const live = (element: Element | null | undefined) =>
      element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const demos = document.querySelectorAll('.rc-pagination');
    const last = demos[demos.length - 1] ?? document.querySelector('#root > *');
    const header = document.querySelector('header');
    return live(last) && (header === null || live(header));
  });
}

/** Code after Prism has coloured it (plain code, shown until then, has no language class). */
export const HIGHLIGHTED_CODE = '.prism-code[class*="language-"]';
