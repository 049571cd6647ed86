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
  let status = 0;
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch (error) {
    status = error.status ?? 1;
  }
  const seconds = (milliseconds) => `${Math.round(milliseconds / 1000)} s`;
  const base = ['BASE', 'E2E_ONLY'].filter((name) => env[name]).map((name) => ` (${name}=${env[name]})`).join('');
  console.log(`e2e: ${command}${base} ${status ? `FAILED (exit ${status}) after` : 'took'} ${seconds(Date.now() - start)}, ${seconds(Date.now() - started)} so far`);
  if (!status) return;
  // the log's last lines: what failed, and why
  if (command.startsWith('npx playwright')) printErrorContexts();
  process.exit(status);
};

/**
 * A failed test's page as Playwright saw it (its accessibility snapshot, test-results/…/
 * error-context.md), printed so that a CI log, which keeps no files, shows what was on screen;
 * then, last, as a log may keep only its tail, each failure's title, place and error.
 */
function printErrorContexts() {
  const files = existsSync('test-results') ? readdirSync('test-results', { recursive: true }) : [];
  for (const name of files.filter((file) => path.basename(file) === 'error-context.md')) {
    const file = path.join('test-results', name);
    const lines = readFileSync(file, 'utf8').split('\n');
    console.log(`\n--- ${file} (${lines.length} lines) ---\n${lines.slice(0, 250).join('\n')}`);
  }
  for (const failure of failuresOf('test-results/report.json')) console.log(failure);
}

/** Each failed test of a Playwright JSON report: its title, file and line, and its error's first lines. */
function failuresOf(report) {
  if (!existsSync(report)) return [];
  const failures = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      // a test that failed and was not expected to (a retried test that passed is `flaky`)
      for (const test of spec.tests.filter((candidate) => candidate.status === 'unexpected')) {
        const last = test.results.at(-1);
        const error = (last?.error?.message ?? last?.status ?? 'failed').replace(/\u001b\[[0-9;]*m/g, '');
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        failures.push(`\nFAILED [${test.projectName}] ${spec.file}:${spec.line} ${title}\n${error.split('\n').slice(0, 12).join('\n')}`);
      }
    }
  };
  try {
    visit(JSON.parse(readFileSync(report, 'utf8')), []);
  } catch {
    return [`(the report ${report} could not be read)`];
  }
  return failures;
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
