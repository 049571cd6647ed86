import { interactUnder, serveWithHeader } from './cspSupport';
import { test } from './support';

/**
 * The site works under the policy scripts/csp.mjs computes, sent as the header the README asks
 * hosts to send, from a server of this spec's own (scripts/serve.mjs with `csp`). The meta tags
 * stay in the files, as on such a host. Root build only (playwright.config.ts). Every route's visit
 * under that header, with storage throwing, is the route sweep's (sweep.spec.ts).
 */
let site: Awaited<ReturnType<typeof serveWithHeader>> | undefined;

test.beforeAll(async ({ baseURL }) => {
  site = await serveWithHeader(baseURL!);
});

test.afterAll(async () => {
  await site?.close();
});

test.describe('under the header', () => {
  interactUnder(() => site!.url);
});
