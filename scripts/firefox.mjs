#!/usr/bin/env node
/**
 * Which Firefox the sandbox's Firefox tests drive (tests/firefox: Firefox runs a sandboxed frame on
 * the page's own thread). Run as a script, it installs Debian's firefox-esr when it is missing,
 * then runs the tests with Node's test runner.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aptInstall } from './ensure-chromium.mjs';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

function ensureFirefox() {
  const missing = `Firefox ESR was not found at ${FIREFOX_PATH} (FIREFOX_PATH may name another)`;
  if (!existsSync(FIREFOX_PATH) && !aptInstall('firefox-esr', missing)) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureFirefox();
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', 'tests/firefox/'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
