#!/usr/bin/env node
/**
 * First-load script of every page of a build, alone and in a minute: serves
 * docs-dist with gzip, opens each page in Chromium at a phone's viewport (as Lighthouse's
 * mobile preset does), sums the script bytes transferred (body and headers, as Lighthouse
 * counts them) until the network is idle, and holds each page to its kind's budget
 * (`maxFirstLoadScriptKiBByKind`, reference-report.mjs). `npm run bench` reads the same figure
 * from Lighthouse; this one skips the audits.
 *
 *   npx dumi build && node scripts/bench/first-load.mjs    # BENCH_ROUTES=demo/basic,zh-CN
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { createServer } from '../serve.mjs';
import { checkFirstLoadByKind } from './reference-report.mjs';
import { selectedRoutes, sitePageKinds } from './site-pages.mjs';

const DIST = 'docs-dist';
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));

/**
 * The responses of the given resource types (Playwright's `resourceType()`: 'script',
 * 'stylesheet'...) a page downloads from its start until the network is idle, each with its
 * body as sent (gzipped) and its headers, in bytes. `ready(page)`, when given, is awaited before
 * the network is waited for again: on a loaded machine the network can go quiet while the
 * entry script still runs, before the page asks for its chunks.
 */
export async function firstLoadResponses(browser, url, types = ['script'], ready = undefined) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => {
    if (types.includes(request.resourceType())) finished.push(request);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) {
    await ready(page);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(500);
  const sizes = await Promise.all(
    finished.map(async (request) => ({ url: request.url(), type: request.resourceType(), ...(await request.sizes()) })),
  );
  await context.close();
  return sizes.map((size) => ({
    url: size.url,
    type: size.type,
    bodyBytes: size.responseBodySize,
    headerBytes: size.responseHeadersSize,
  }));
}

/** Script bytes (and files) a page downloads from its start until the network is idle. */
async function firstLoad(browser, url) {
  const scripts = await firstLoadResponses(browser, url);
  return {
    scriptBytes: scripts.reduce((sum, script) => sum + script.bodyBytes + script.headerBytes, 0),
    files: scripts.map((script) => [path.basename(new URL(script.url).pathname), script.bodyBytes]),
  };
}

async function main() {
  const routes = selectedRoutes(DIST);
  const server = createServer({ dir: DIST, base: '/', csp: '', gzip: true });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages = [];
  try {
    for (const route of routes) pages.push({ route, ...(await firstLoad(browser, `${origin}/${route}`)) });
  } finally {
    await browser.close();
    server.close();
  }
  const kinds = sitePageKinds();
  const limits = budgets.maxFirstLoadScriptKiBByKind;
  for (const page of pages) {
    const kind = kinds[page.route] ?? 'sizeChanger';
    console.log(`/${page.route.padEnd(34)} ${(page.scriptBytes / 1024).toFixed(1).padStart(6)} KiB  (${kind}, budget ${limits[kind]})`);
    if (process.env.BENCH_FILES) for (const [file, bytes] of page.files) console.log(`    ${(bytes / 1024).toFixed(1).padStart(6)}  ${file}`);
  }
  const misses = checkFirstLoadByKind(pages, kinds, budgets);
  console.log(misses.length ? `${misses.length} page(s) over their kind's budget` : 'every page within its kind\'s budget');
  if (misses.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
