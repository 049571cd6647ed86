#!/usr/bin/env node
/**
 * Every page's first-load script (bodies and headers, as Lighthouse counts them) in Chromium at a
 * phone's viewport, without Lighthouse, against its kind's budget. BENCH_ROUTES, BENCH_FILES=1:
 * maintainers/performance.md.
 */
import path from 'node:path';
import { budgets, launchChromium, reportMisses, runMain, serve } from './common.mjs';
import { checkFirstLoadByKind } from './reference-report.mjs';
import { selectedRoutes, sitePageKinds } from './site-pages.mjs';

/**
 * The responses of the given resource types a page downloads until the network is idle, with
 * their body and header bytes. `ready(page)` is awaited before the network is awaited again: on
 * a loaded machine it can go quiet while the entry script runs, before the page asks for chunks.
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
  const responses = await Promise.all(
    finished.map(async (request) => {
      const sizes = await request.sizes();
      const [bodyBytes, headerBytes] = [sizes.responseBodySize, sizes.responseHeadersSize];
      return { url: request.url(), type: request.resourceType(), bodyBytes, headerBytes };
    }),
  );
  await context.close();
  return responses;
}

async function main() {
  const server = await serve();
  const browser = await launchChromium();
  const pages = [];
  try {
    for (const route of selectedRoutes('docs-dist')) {
      const scripts = await firstLoadResponses(browser, `${server.origin}/${route}`);
      const scriptBytes = scripts.reduce((sum, script) => sum + script.bodyBytes + script.headerBytes, 0);
      pages.push({ route, scriptBytes, scripts });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const kinds = sitePageKinds();
  for (const { route, scriptBytes, scripts } of pages) {
    const kind = kinds[route] ?? 'sizeChanger';
    const limit = budgets.maxFirstLoadScriptKiBByKind[kind];
    console.log(`/${route.padEnd(34)} ${(scriptBytes / 1024).toFixed(1).padStart(6)} KiB  (${kind}, budget ${limit})`);
    if (!process.env.BENCH_FILES) continue;
    for (const { url, bodyBytes } of scripts) {
      console.log(`    ${(bodyBytes / 1024).toFixed(1).padStart(6)}  ${path.basename(new URL(url).pathname)}`);
    }
  }
  reportMisses(checkFirstLoadByKind(pages, kinds, budgets));
}

runMain(import.meta.url, main);
