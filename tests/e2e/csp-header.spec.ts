import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RUNNER_PAGES } from '../../src/sandbox/runnerPage';
import { builtDir, importScript, interactUnder, metaPolicies, policyOf, recordViolations, violationsOn } from './cspSupport';
import { SITE_ROUTES } from './routes';
import { expect, test, visit, waitForApp } from './support';

/**
 * The site works under the policy scripts/csp.mjs computes, sent as the header the README asks
 * hosts to send, from a server of this spec's own (scripts/serve.mjs with `csp`). The meta tags
 * stay in the files, as on such a host. Root build only (playwright.config.ts).
 *
 * Its visit of every route also has localStorage and sessionStorage throwing on access (cookies
 * blocked, storage disabled by policy, some embedded webviews): one shared page whose context
 * breaks storage (`storage: 'throwing'`, tests/e2e/support.ts). Each route renders with no
 * uncaught error there too; what still works with such storage (the colour switch, code, search)
 * is in resilience.spec.ts.
 */
visit.use({ visitOptions: { storage: 'throwing' } });

let server: Server;
let headerUrl = '';
let policy = '';

test.beforeAll(async ({ baseURL }) => {
  const base = new URL(baseURL!).pathname;
  const dir = builtDir(baseURL!);
  const { createServer } = await importScript<typeof import('../../scripts/serve.mjs')>('serve.mjs');
  const { runnerPolicy } = await importScript<typeof import('../../scripts/csp.mjs')>('csp.mjs');
  policy = await policyOf(dir);
  // the live demos' runner page gets its own policy, as the README asks hosts to send it
  server = createServer({ dir, base, csp: (file) => (RUNNER_PAGES.includes(file) ? runnerPolicy() : policy) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  headerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`;
});

test.afterAll(async () => {
  // the browser may still hold a keep-alive connection, which close() would wait for
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test.describe('under the header, with storage throwing', () => {
  for (const route of SITE_ROUTES) {
    visit(`/${route} runs with nothing refused and no uncaught error`, async ({ page, problems }) => {
      const refused = await recordViolations(page);
      const response = await page.goto(new URL(route, headerUrl).href);
      expect(response?.headers()['content-security-policy']).toBe(policy);
      await waitForApp(page);
      // the context's init script is in force: storage throws on this page
      expect(await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch {
          return 'throws';
        }
      })).toBe('throws');
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('.rc-pagination').first()).toBeVisible();
      // the tag stays in the served file, as on a host that sends the header
      expect(metaPolicies((await response?.text()) ?? '').policies).toEqual([policy]);
      expect(await violationsOn(page)).toEqual([]);
      expect(refused).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

test.describe('under the header', () => {
  interactUnder(() => headerUrl);
});
