#!/usr/bin/env node
/**
 * `npm run screenshots`: the pictures at the top of the README, drawn from the built site so
 * they show what the site looks like now. Builds the site (skip with SCREENSHOTS_SKIP_BUILD=1 to
 * reuse docs-dist), serves it on a free loopback port, and saves one PNG per shot in docs-assets/
 * with Debian's Chromium (installed by scripts/ensure-chromium.mjs when missing).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from './bench/common.mjs';
import { launchChromium } from './chromium.mjs';

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

execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
if (!process.env.SCREENSHOTS_SKIP_BUILD) {
  execSync('npx dumi build', { stdio: 'inherit', env: { ...process.env, BASE: '/' } });
}
mkdirSync(OUT, { recursive: true });

const server = await serve();
const browser = await launchChromium();

try {
  for (const { file, route, mode } of SHOTS) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [COLOR_MODE_KEY, mode],
    );
    const page = await context.newPage();
    await page.goto(`${server.origin}/${route}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(OUT, file), animations: 'disabled', caret: 'hide' });
    console.log(`${OUT}/${file}: /${route}, ${mode}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
