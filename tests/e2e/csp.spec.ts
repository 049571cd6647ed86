import { promises as fs } from 'node:fs';
import path from 'node:path';
import { colorModeHeadScript } from '../../src/colorMode/headScript';
import { RUNNER_PAGES } from '../../src/sandbox/runnerPage';
import { builtDir, importScript, interactUnder, metaPolicies, policyOf } from './cspSupport';
import { SITE_ROUTES } from './routes';
import { expect, test } from './support';

/**
 * The site works under the policy scripts/csp.mjs computes, delivered as the meta tag the build
 * writes into every HTML file (plugins/publish/index.ts), alone, as static hosts such as GitHub Pages
 * serve it: the project's own server sends no header. Runs at the root;
 * the header delivery is csp-header.spec.ts's (root build only: the policy does not depend on
 * the base path, and this spec checks each build's meta tags).
 */
let policy = '';
let dir = '';
let runnerPolicy: () => string;
let scriptHash: (body: string) => string;

test.beforeAll(async ({ baseURL }) => {
  dir = builtDir(baseURL!);
  policy = await policyOf(dir);
  ({ runnerPolicy, scriptHash } = await importScript<typeof import('../../scripts/csp.mjs')>('csp.mjs'));
});

test('the policy allows our bundles, the colour head script by its hash, and no inline code', () => {
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toContain('blob:');
  expect(policy).toContain(scriptHash(colorModeHeadScript));
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(policy).toContain("object-src 'none'");
});

test('every HTML file of the build carries the policy as a meta tag ahead of its code', async () => {
  const files = (await fs.readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
  // the pages, the not-found page, and the standalone demos
  expect(files.length).toBeGreaterThan(SITE_ROUTES.length);
  for (const file of files) {
    const found = metaPolicies(await fs.readFile(path.join(dir, file), 'utf8'));
    // the live demos' runner pages (the comparison's too) carry their own, stricter policy
    expect.soft(found.policies, file).toEqual([RUNNER_PAGES.includes(file) ? runnerPolicy() : policy]);
    expect.soft(found.beforeCode, file).toBe(true);
  }
});

// every route's visit under the meta tag alone is the route sweep's (sweep.spec.ts)
test.describe('under the meta tag alone', () => {
  interactUnder((baseURL) => baseURL);
});
