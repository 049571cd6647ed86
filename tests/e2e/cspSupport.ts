import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { unescapeHtml } from '../../plugins/publish/head';
import { RUNNER_PAGES } from '../../src/sandbox/runnerPage';
import { addInitScriptOnce, expect, onConsole, test, waitForApp } from './support';

/**
 * What csp.spec.ts (the meta tag alone, as static hosts serve it), csp-header.spec.ts (the
 * header the README asks hosts to send) and the route sweeps share: the policy of the build under
 * test, a server that sends it as a header, the refusals a page records, and the same
 * interactions under either delivery.
 */
/** Node must load scripts/*.mjs as ES modules; a static import would become require() here. */
export function importScript<Module>(name: string): Promise<Module> {
  return import(pathToFileURL(path.join(__dirname, '../../scripts', name)).href);
}

/** The folder playwright.config.ts serves for a project: the root build, or the sub-path build under .e2e-dist. */
export function builtDir(baseURL: string): string {
  const base = new URL(baseURL).pathname;
  return base === '/' ? 'docs-dist' : path.join('.e2e-dist', base);
}

/** scripts/csp.mjs's policy for a built folder: the one its meta tags and the header carry. */
export async function policyOf(dir: string): Promise<string> {
  const { policyFor } = await importScript<typeof import('../../scripts/csp.mjs')>('csp.mjs');
  return policyFor(dir);
}

/**
 * Serves the build under test as the README asks hosts to: the policy as a header (the live
 * demos' runner page with its own), the meta tags kept in the files. scripts/serve.mjs with
 * `csp`, on a port of its own; `url` is the site's address there.
 */
export async function serveWithHeader(baseURL: string): Promise<{ url: string; policy: string; close: () => Promise<void> }> {
  const base = new URL(baseURL).pathname;
  const dir = builtDir(baseURL);
  const { createServer } = await importScript<typeof import('../../scripts/serve.mjs')>('serve.mjs');
  const { runnerPolicy } = await importScript<typeof import('../../scripts/csp.mjs')>('csp.mjs');
  const policy = await policyOf(dir);
  const server = createServer({ dir, base, csp: (file) => (RUNNER_PAGES.includes(file) ? runnerPolicy() : policy) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async () => {
    // the browser may still hold a keep-alive connection, which close() would wait for
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`, policy, close };
}

/** Records every refusal on the page, including those during parsing, before any app code. */
export async function recordViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  onConsole(page, (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await addInitScriptOnce(page, 'csp-violations', () => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { __csp: string[] }).__csp ??= []);
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return refused;
}

export async function violationsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/**
 * The policy meta tags in a served HTML file's head, and whether the policy governs the page's
 * code: its tag comes before the body, where umi's loader data and the bundles are, and no script
 * but the colour-mode head script (hashed in the policy) comes before it.
 */
export function metaPolicies(html: string): { policies: string[]; beforeCode: boolean } {
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

/**
 * Search, the code view, the colour switch, an export and an edited demo, with nothing refused.
 * Every route's own visit is the route sweeps': under the header and the meta tag at the root
 * (sweep.spec.ts), under the meta tag alone at the sub-path (subpath.spec.ts).
 */
export function interactUnder(siteUrl: (baseURL: string) => string): void {
  test('search, the code view, the colour switch and an export work', async ({ page, context, baseURL }) => {
    const refused = await recordViolations(page);
    const posted = new Promise<string>((resolve) => {
      void context.route('https://codesandbox.io/**', async (route) => {
        resolve(route.request().method());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
      });
    });
    await page.goto(new URL('demo/basic', siteUrl(baseURL!)).href);
    await waitForApp(page);

    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', 'dark');

    const search = page.getByRole('combobox', { name: 'Search the documentation' });
    await search.fill('jumper');
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('Escape');

    await page.getByRole('button', { name: 'Show code' }).first().click();
    await page.getByRole('button', { name: 'Edit code' }).first().click();
    await expect(page.getByRole('textbox', { name: "Edit the demo's code" }).first()).toBeVisible();

    const exportButton = page.getByRole('button', { name: 'Open in CodeSandbox' }).first();
    await exportButton.click();
    // form-action lets the demo's form reach CodeSandbox (answered here, not by CodeSandbox)
    expect(await posted).toBe('POST');

    expect(await violationsOn(page)).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('an edited demo runs in the runner frame (a classic script from a blob), a locale sent on demand', async ({
    page,
    baseURL,
  }) => {
    const refused = await recordViolations(page);
    await page.goto(new URL('demo/basic', siteUrl(baseURL!)).href);
    await waitForApp(page);
    const box = page.locator('.rcp-previewer').first();
    await box.getByRole('button', { name: 'Show code' }).click();
    await box.getByRole('button', { name: 'Edit code' }).click();
    const editor = box.getByRole('textbox', { name: "Edit the demo's code" });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(
      "import Pagination from 'rc-pagination';\nimport deDE from 'rc-pagination/lib/locale/de_DE';\nexport default () => <Pagination total={50} locale={deDE} showQuickJumper />;",
    );
    await expect(box.frameLocator('iframe.rcp-sandbox-frame').locator('body')).toContainText('Gehe zu');
    expect(await violationsOn(page)).toEqual([]);
    expect(refused).toEqual([]);
  });
}
