#!/usr/bin/env node
/**
 * `npm run test:e2e`: makes sure Chromium is there, builds the site under the sub-path
 * `/pagination/` (kept in .e2e-dist/pagination) and at the root (docs-dist), then runs
 * Playwright. Extra arguments go to Playwright, e.g. `npm run test:e2e -- --project root`.
 * E2E_SKIP_BUILD=1 reuses the previous builds.
 */
import { execSync } from 'node:child_process';
import { rmSync, mkdirSync, renameSync } from 'node:fs';

const run = (command, env = {}) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

run('node scripts/ensure-chromium.mjs');

if (!process.env.E2E_SKIP_BUILD) {
  rmSync('.e2e-dist', { recursive: true, force: true });
  mkdirSync('.e2e-dist');
  run('npx dumi build', { BASE: '/pagination/' });
  // every internal link and #anchor of each build resolves (scripts/check-links.mjs)
  run('node scripts/check-links.mjs docs-dist /pagination/');
  renameSync('docs-dist', '.e2e-dist/pagination');
  run('npx dumi build', { BASE: '/' });
  run('node scripts/check-links.mjs docs-dist /');
}

const args = process.argv.slice(2).map((arg) => JSON.stringify(arg)).join(' ');
run(`npx playwright test ${args}`);
