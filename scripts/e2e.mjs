#!/usr/bin/env node
/**
 * `npm run test:e2e`: makes sure Chromium is there, builds the site under the sub-path
 * `/pagination/` (kept in .e2e-dist/pagination) and at the root (docs-dist), then runs
 * Playwright: the built sites' projects, then the dev server's. Extra arguments (or E2E_ONLY) run
 * one Playwright call instead, e.g. `npm run test:e2e -- --project root`.
 * E2E_SKIP_BUILD=1 reuses the previous builds; E2E_BUILD_ONLY=1 stops after them (scripts/test.mjs
 * builds while the unit tests run).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const started = Date.now();
/** Runs a step and prints how long it took, so a CI log shows where the suite's time goes. */
const run = (command, env = {}) => {
  const start = Date.now();
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch (error) {
    if (command.startsWith('npx playwright')) printErrorContexts();
    throw error;
  } finally {
    const seconds = (milliseconds) => `${Math.round(milliseconds / 1000)} s`;
    const base = ['BASE', 'E2E_ONLY'].filter((name) => env[name]).map((name) => ` (${name}=${env[name]})`).join('');
    console.log(`e2e: ${command}${base} took ${seconds(Date.now() - start)}, ${seconds(Date.now() - started)} so far`);
  }
};

/**
 * A failed test's page as Playwright saw it (its accessibility snapshot, test-results/…/
 * error-context.md), printed so that a CI log, which keeps no files, shows what was on screen.
 */
function printErrorContexts(dir = 'test-results') {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) printErrorContexts(file);
    else if (entry.name === 'error-context.md') {
      const lines = readFileSync(file, 'utf8').split('\n');
      console.log(`\n--- ${file} (${lines.length} lines) ---\n${lines.slice(0, 400).join('\n')}`);
    }
  }
}

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

// built: scripts/test.mjs runs Playwright in a later call
if (process.env.E2E_BUILD_ONLY) process.exit(0);

const args = process.argv.slice(2).map((arg) => JSON.stringify(arg)).join(' ');
if (args || process.env.E2E_ONLY) {
  run(`npx playwright test ${args}`);
} else {
  // the built sites first, then the dev server's specs: `dumi dev` starts only for those, instead
  // of compiling before the first test and watching files through the whole run
  run('npx playwright test', { E2E_ONLY: 'root,subpath,shared-process' });
  run('npx playwright test', { E2E_ONLY: 'dev' });
}
