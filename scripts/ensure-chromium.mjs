#!/usr/bin/env node
/**
 * Installs Debian's Chromium with apt when missing (as root; otherwise says what to install), and
 * a Chinese font for the bench and the README's screenshots, which draw with the system's fonts:
 * without one, Chrome searches every font for each character, counted as the site's time.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { CHROMIUM_PATH } from './chromium.mjs';

export { CHROMIUM_PATH };

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function hasChineseFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

function ensureChineseFont() {
  if (hasChineseFont()) return;
  if (!isRoot) {
    console.warn(
      'No Chinese font found: zh-CN pages will show boxes. Install one with:\n' +
        '  sudo apt-get install -y fonts-wqy-microhei',
    );
    return;
  }
  console.log("No Chinese font: installing Debian's fonts-wqy-microhei…");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei',
    {
      stdio: 'inherit',
    },
  );
}

function main() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}

main();
ensureChineseFont();
