import { builtDir, metaPolicies, policyOf, recordViolations, violationsOn } from './cspSupport';
import { SITE_ROUTES } from './routes';
import { openFirstDemoCode, replaceCode, SHOWN_FRAME } from './sandboxSupport';
import { expect, visit as test, waitForApp } from './support';

/**
 * The build for a host that serves the site under a sub-path (`BASE=/pagination/`): what the
 * base path changes, once each. Every route loads and runs with nothing refused under the policy
 * its meta tag carries, alone, as static hosts such as GitHub Pages serve it (the project's server
 * sends no header; the root build's sweep runs under the header too); a lazy chunk, the search index, the
 * sandbox's runner and a standalone demo come from under the base; an unknown address gets the
 * not-found page. scripts/check-links.mjs checks every link of this build before the tests run.
 * Everything else is the same code on the same pages, tested in the `root` project.
 */

let policy = '';

test.beforeAll(async ({ baseURL }) => {
  policy = await policyOf(builtDir(baseURL!));
});

for (const route of SITE_ROUTES) {
  test(`/${route} loads under the sub-path with no console error, no request to another origin and nothing refused`, async ({
    page,
    problems,
  }) => {
    const refused = await recordViolations(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect.soft(response?.headers()['content-security-policy'], 'no policy header: the meta tag alone').toBeUndefined();
    const html = (await response?.text()) ?? '';
    await waitForApp(page);
    await expect(page.locator('.rc-pagination').first()).toBeVisible();
    expect.soft(metaPolicies(html).policies, 'the policy meta tag').toEqual([policy]);
    expect.soft(await violationsOn(page), 'refused under the policy').toEqual([]);
    expect.soft(refused, 'refusals in the console').toEqual([]);
    expect.soft(problems.consoleErrors, 'console errors').toEqual([]);
    expect.soft(problems.foreignRequests, 'requests to another origin').toEqual([]);
  });
}

/** The base path the project serves the build under (`/pagination/`). */
const basePath = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1/').pathname;

test('a demo edit loads its chunks and the runner from under the sub-path, and runs', async ({ page, problems, baseURL }) => {
  const box = await openFirstDemoCode(page);
  await expect(box.locator('.prism-code[class*="language-"]').first()).toBeVisible();
  await replaceCode(page, 'export default function Here() {\n  return <p>runs under the sub-path</p>;\n}\n');
  await expect(box.frameLocator(SHOWN_FRAME).getByText('runs under the sub-path')).toBeVisible();
  expect(await box.locator(SHOWN_FRAME).getAttribute('src')).toBe(`${basePath(baseURL)}sandbox/runner.html`);
  expect(problems.consoleErrors).toEqual([]);
});

test('search reads its index from under the sub-path and its results stay there', async ({ page, baseURL }) => {
  await page.goto('demo/basic');
  await waitForApp(page);
  await page.getByRole('combobox', { name: 'Search the documentation' }).fill('jumper');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toHaveAttribute('href', new RegExp(`^${basePath(baseURL)}`));
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}`));
  await waitForApp(page);
  await expect(page.locator('.rc-pagination').first()).toBeVisible();
});

test('a standalone demo page and the not-found page are served under the sub-path', async ({ page }) => {
  await page.goto('~demos/docs-demo-basic-demo-basic');
  await expect(page.locator('.rc-pagination').first()).toBeVisible();
  const missing = await page.goto('no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
});
