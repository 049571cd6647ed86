import { promises as fs } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { unescapeHtml } from '../../plugins/publish/head';
import { colorModeHeadScriptHash } from '../../src/colorMode/cspHash';
import { SITE_ROUTES } from './routes';
import { expect, test, waitForApp } from './support';

/**
 * The site works under the policy scripts/csp.mjs computes, delivered either way a host can:
 * - as the meta tag the build writes into every HTML file (plugins/publish.ts), alone, as static
 *   hosts such as GitHub Pages serve it: the project's own server sends no header;
 * - as the header the README asks hosts to send, from a server of this spec's own.
 * Each route, search, the code view, an export and the colour switch run with nothing refused.
 */
/** Node must load scripts/*.mjs as ES modules; a static import would become require() here. */
function importScript<Module>(name: string): Promise<Module> {
  return import(pathToFileURL(path.join(__dirname, '../../scripts', name)).href);
}

let server: Server;
let headerUrl = '';
let policy = '';
let dir = '';

test.beforeAll(async ({ baseURL }) => {
  const base = new URL(baseURL!).pathname;
  // the folders playwright.config.ts serves: the root build, or the sub-path build under .e2e-dist
  dir = base === '/' ? 'docs-dist' : path.join('.e2e-dist', base);
  const { policyFor } = await importScript<typeof import('../../scripts/csp.mjs')>('csp.mjs');
  const { createServer } = await importScript<typeof import('../../scripts/serve.mjs')>('serve.mjs');
  policy = await policyFor(dir);
  server = createServer({ dir, base, csp: policy });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  headerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`;
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

/**
 * The policy meta tags in a served HTML file's head, and whether the policy governs the page's
 * code: its tag comes before the body, where umi's loader data and the bundles are, and no script
 * but the colour-mode head script (hashed in the policy) comes before it.
 */
function metaPolicies(html: string): { policies: string[]; beforeCode: boolean } {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const tags = [...head.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
  const scriptsBefore = tags.length ? inlineScriptCount(head.slice(0, tags[0].index)) : 0;
  return {
    policies: tags.map((tag) => unescapeHtml(tag[1])),
    beforeCode: tags.length > 0 && scriptsBefore <= 1 && !/<script\b[^>]*\ssrc=/.test(head.slice(0, tags[0].index)),
  };
}

function inlineScriptCount(html: string): number {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>/g)].length;
}

test('the policy allows our bundles, the colour head script by its published hash, and no inline code', () => {
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self' blob: 'sha256-/);
  expect(policy).toContain(colorModeHeadScriptHash);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(policy).toContain("object-src 'none'");
});

test('every HTML file of the build carries the policy as a meta tag ahead of its code', async () => {
  const files = (await fs.readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
  // the pages, the not-found page, and the standalone demos
  expect(files.length).toBeGreaterThan(SITE_ROUTES.length);
  for (const file of files) {
    const found = metaPolicies(await fs.readFile(path.join(dir, file), 'utf8'));
    expect.soft(found.policies, file).toEqual([policy]);
    expect.soft(found.beforeCode, file).toBe(true);
  }
});

const DELIVERIES = [
  // the project's own server: a plain static host, no header
  { name: 'the meta tag alone', url: (baseURL: string) => baseURL, header: undefined as string | undefined },
  { name: 'the header', url: () => headerUrl, header: 'policy' },
];

for (const delivery of DELIVERIES) {
  test.describe(`under ${delivery.name}`, () => {
    for (const route of SITE_ROUTES) {
      test(`/${route} runs with nothing refused`, async ({ page, baseURL }) => {
        const refused = await recordViolations(page);
        const response = await page.goto(new URL(route, delivery.url(baseURL!)).href);
        expect(response?.headers()['content-security-policy']).toBe(delivery.header && policy);
        await waitForApp(page);
        await expect(page.locator('.rc-pagination').first()).toBeVisible();
        // the tag is in the served file (umi re-renders the head on hydration; a policy, once
        // parsed, holds for the page's life whatever happens to its tag)
        expect(metaPolicies((await response?.text()) ?? '').policies).toEqual([policy]);
        expect(await violationsOn(page)).toEqual([]);
        expect(refused).toEqual([]);
      });
    }

    test('search, the code view, the colour switch and an export work', async ({ page, context, baseURL }) => {
      const refused = await recordViolations(page);
      const posted = new Promise<string>((resolve) => {
        void context.route('https://codesandbox.io/**', async (route) => {
          resolve(route.request().method());
          await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
        });
      });
      await page.goto(new URL('demo/basic', delivery.url(baseURL!)).href);
      await waitForApp(page);

      await page.getByRole('button', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');

      const search = page.getByRole('combobox', { name: 'Search the documentation' });
      await search.fill('jumper');
      await expect(page.getByRole('option').first()).toBeVisible();
      await search.press('Escape');

      await page.getByRole('button', { name: 'Show code' }).first().click();
      await expect(page.getByRole('textbox', { name: "Edit the demo's code" }).first()).toBeVisible();

      const exportButton = page.getByRole('button', { name: 'Open in CodeSandbox' }).first();
      await exportButton.click();
      // form-action lets the demo's form reach CodeSandbox (answered here, not by CodeSandbox)
      expect(await posted).toBe('POST');

      expect(await violationsOn(page)).toEqual([]);
      expect(refused).toEqual([]);
    });

    test('an edited demo compiles and runs (a module script from a blob), a locale downloaded on demand', async ({
      page,
      baseURL,
    }) => {
      const refused = await recordViolations(page);
      await page.goto(new URL('demo/basic', delivery.url(baseURL!)).href);
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
  });
}
