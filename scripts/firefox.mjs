#!/usr/bin/env node
/**
 * Firefox ESR for the sandbox's Firefox tests (tests/firefox): Firefox runs a sandboxed frame on
 * the page's own thread, which Chromium does only with IsolateSandboxedIframes off. The one place
 * that says which Firefox they drive; run as a script, it installs Debian's firefox-esr when it
 * is missing (as root, as CI runs), then runs the tests with Node's test runner.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

function ensureFirefox() {
  if (existsSync(FIREFOX_PATH)) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(`Firefox ESR was not found at ${FIREFOX_PATH}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y firefox-esr\nor point FIREFOX_PATH at one.`);
    process.exit(1);
  }
  console.log("Firefox ESR is missing: installing Debian's firefox-esr package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr', { stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureFirefox();
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', 'tests/firefox/'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
