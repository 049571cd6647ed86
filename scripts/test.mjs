#!/usr/bin/env node
/**
 * `npm test`: every test. The type-check and the unit tests run beside the end-to-end suite's
 * Chromium check and two builds, since a build keeps only about one of the two cores busy; then
 * Playwright runs against the builds. The checks' output is printed as one block when they end,
 * not mixed into the builds' logs. A failed check stops the run before Playwright.
 */
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a shell command; resolves to its exit code, and to its output when `quiet`. */
function run(command, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(output).toString() });
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

const [checks, builds] = await Promise.all([
  run('npm run typecheck && npm run test:unit', { quiet: true }),
  run('node scripts/e2e.mjs', { env: { E2E_BUILD_ONLY: '1' } }),
]);
process.stdout.write(checks.output);
console.log(`test: type-check and unit tests ${checks.code === 0 ? 'passed' : 'FAILED'}, builds ${builds.code === 0 ? 'done' : 'FAILED'}, ${seconds()} so far`);
if (checks.code !== 0 || builds.code !== 0) process.exit(1);

const e2e = await run('node scripts/e2e.mjs', { env: { E2E_SKIP_BUILD: '1' } });
console.log(`test: end-to-end tests ${e2e.code === 0 ? 'passed' : 'FAILED'}, ${seconds()} so far`);
if (e2e.code !== 0) process.exit(e2e.code);

// the sandbox in Firefox, which keeps a sandboxed frame on the page's thread (tests/firefox)
const firefox = await run('node scripts/firefox.mjs');
console.log(`test: Firefox sandbox tests ${firefox.code === 0 ? 'passed' : 'FAILED'}, ${seconds()} in all`);
process.exit(firefox.code);
