import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { colorModeHeadScriptHash } from '../../src/colorMode/cspHash';
import { SITE_ROUTES } from './routes';
import { expect, test, waitForApp } from './support';

/**
 * The site works under the policy scripts/csp.mjs computes (the one the README asks hosts to
 * send): each route, search and the colour switch run with the header set and nothing is refused.
 * This spec serves the same build as its project on a server of its own that sends the header.
 */
/** Node must load scripts/*.mjs as ES modules; a static import would become require() here. */
function importScript<Module>(name: string): Promise<Module> {
  return import(pathToFileURL(path.join(__dirname, '../../scripts', name)).href);
}

let server: Server;
let siteUrl = '';
let policy = '';

test.beforeAll(async ({ baseURL }) => {
  const base = new URL(baseURL!).pathname;
  // the folders playwright.config.ts serves: the root build, or the sub-path build under .e2e-dist
  const dir = base === '/' ? 'docs-dist' : path.join('.e2e-dist', base);
  const { policyFor } = await importScript<typeof import('../../scripts/csp.mjs')>('csp.mjs');
  const { createServer } = await importScript<typeof import('../../scripts/serve.mjs')>('serve.mjs');
  policy = await policyFor(dir);
  server = createServer({ dir, base, csp: policy });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`;
});

test.afterAll(async () => {
  // the browser may still hold a keep-alive connection, which close() would wait for
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Records every refusal on the page, including those during parsing, before any app code. */
async function recordViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { __csp: string[] }).__csp ??= []);
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return refused;
}

async function violationsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test('the policy allows our bundles, the colour head script by its published hash, and no inline code', () => {
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self' blob: 'sha256-/);
  expect(policy).toContain(colorModeHeadScriptHash);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(policy).toContain("object-src 'none'");
});

for (const route of SITE_ROUTES) {
  test(`/${route} runs under the policy with nothing refused`, async ({ page }) => {
    const refused = await recordViolations(page);
    const response = await page.goto(new URL(route, siteUrl).href);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await waitForApp(page);
    await expect(page.locator('.rc-pagination').first()).toBeVisible();
    expect(await violationsOn(page)).toEqual([]);
    expect(refused).toEqual([]);
  });
}

test('search and the colour switch work under the policy', async ({ page }) => {
  const refused = await recordViolations(page);
  await page.goto(new URL('demo/basic', siteUrl).href);
  await waitForApp(page);

  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');

  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.fill('jumper');
  await expect(page.getByRole('option').first()).toBeVisible();

  await page.getByRole('button', { name: 'Show code' }).first().click();
  await expect(page.getByRole('textbox', { name: "Edit the demo's code" }).first()).toBeVisible();

  expect(await violationsOn(page)).toEqual([]);
  expect(refused).toEqual([]);
});

test('an edited demo compiles and runs under the policy (a module script from a blob), a locale downloaded on demand', async ({
  page,
}) => {
  const refused = await recordViolations(page);
  await page.goto(new URL('demo/basic', siteUrl).href);
  await waitForApp(page);
  const box = page.locator('.rcp-previewer').first();
  await box.getByRole('button', { name: 'Show code' }).click();
  const editor = box.getByRole('textbox', { name: "Edit the demo's code" });
  // the editor's own styles are constructed stylesheets, so style-src 'self' holds too
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(
    "import Pagination from 'rc-pagination';\nimport deDE from 'rc-pagination/lib/locale/de_DE';\nexport default () => <Pagination total={50} locale={deDE} showQuickJumper />;",
  );
  await expect(box.locator('.rcp-previewer-demo')).toContainText('Gehe zu');
  expect(await violationsOn(page)).toEqual([]);
  expect(refused).toEqual([]);
});
