#!/usr/bin/env node
/**
 * Installs Debian's Chromium with apt when missing (as root; otherwise says what to install), and
 * a Chinese font for the bench and the README's screenshots, which draw with the system's fonts:
 * without one, Chrome searches every font for each character, counted as the site's time.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from './chromium.mjs';

/** Installs a Debian package as root (as CI runs); otherwise says `missing` and how to install it, and returns false. */
export function aptInstall(name, missing) {
  const command = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.warn(`${missing}. Install it with:\n  sudo sh -c '${command}'`);
    return false;
  }
  console.log(`${missing}: installing Debian's ${name} package…`);
  execSync(command, { stdio: 'inherit' });
  return true;
}

const hasChineseFont = () => Boolean(spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout?.trim());

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = `Chromium was not found at ${CHROMIUM_PATH} (CHROMIUM_PATH may name another Chromium or Chrome)`;
  if (!existsSync(CHROMIUM_PATH) && !aptInstall('chromium', missing)) process.exit(1);
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
  if (!hasChineseFont()) aptInstall('fonts-wqy-microhei', 'No Chinese font found: zh-CN pages will show boxes');
}
