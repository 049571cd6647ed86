#!/usr/bin/env node
/**
 * `npm run screenshots`: the pictures at the top of the README, drawn from the built site so
 * they show what the site looks like now. Builds the site (skip with SCREENSHOTS_SKIP_BUILD=1 to
 * reuse docs-dist), serves it on a free loopback port, and saves one PNG per shot in docs-assets/
 * with Debian's Chromium (scripts/ensure-chromium.mjs).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium.mjs';
// importing ensure-chromium installs Chromium (and a Chinese font) when missing
import { CHROMIUM_PATH } from './ensure-chromium.mjs';
import { createServer } from './serve.mjs';

const OUT = 'docs-assets';
/** The key the colour switch stores the chosen mode under, read from its one source. */
const COLOR_MODE_KEY = readFileSync('src/colorMode/modes.ts', 'utf8').match(
  /COLOR_MODE_STORAGE_KEY = '([^']+)'/,
)?.[1];
if (!COLOR_MODE_KEY) throw new Error('COLOR_MODE_STORAGE_KEY not found in src/colorMode/modes.ts');

/** What the README shows: a demo page in each colour mode, and the playground. */
const SHOTS = [
  { file: 'demo-light.png', route: 'demo/sizer', mode: 'light' },
  { file: 'demo-dark.png', route: 'demo/sizer', mode: 'dark' },
  { file: 'playground.png', route: 'playground', mode: 'light' },
];

if (!process.env.SCREENSHOTS_SKIP_BUILD) {
  execSync('npx dumi build', { stdio: 'inherit', env: { ...process.env, BASE: '/' } });
}
mkdirSync(OUT, { recursive: true });

const server = createServer({ dir: 'docs-dist', base: '/', csp: '' });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

try {
  for (const { file, route, mode } of SHOTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [COLOR_MODE_KEY, mode],
    );
    const page = await context.newPage();
    await page.goto(new URL(route, origin).href, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(OUT, file), animations: 'disabled', caret: 'hide' });
    console.log(`${OUT}/${file}: /${route}, ${mode}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
