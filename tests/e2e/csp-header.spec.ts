import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RUNNER_PAGE } from '../../src/sandbox/runnerPage';
import { builtDir, importScript, policyOf, walkTheSite } from './cspSupport';
import { test } from './support';

/**
 * The site works under the policy scripts/csp.mjs computes, sent as the header the README asks
 * hosts to send, from a server of this spec's own (scripts/serve.mjs with `csp`). The meta tags
 * stay in the files, as on such a host. Root build only (playwright.config.ts).
 */
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
  server = createServer({ dir, base, csp: (file) => (file === RUNNER_PAGE ? runnerPolicy() : policy) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  headerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${base}`;
});

test.afterAll(async () => {
  // the browser may still hold a keep-alive connection, which close() would wait for
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test.describe('under the header', () => {
  walkTheSite({ url: () => headerUrl, header: () => policy, policy: () => policy });
});
