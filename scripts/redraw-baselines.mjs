#!/usr/bin/env node
/**
 * `npm run test:visual:redraw`: draws every visual baseline anew in the pinned test environment
 * and records which Chromium drew them (maintainers/visual-tests.md). E2E_SKIP_BUILD=1 reuses
 * docs-dist; extra arguments go to Playwright. Review the pictures in `git diff` before committing.
 */
import { execSync, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { aptInstall } from './ensure-chromium.mjs';

const BASELINES = 'tests/e2e/__screenshots__/visual.spec.ts';
const RECORD = 'tests/e2e/looks/baseline-browser.json';

const run = (command, env = {}) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });

run('node scripts/ensure-chromium.mjs');
if (!process.env.E2E_SKIP_BUILD) run('npx dumi build', { BASE: '/' });

const browser = await launchChromium();
const version = browser.version();
await browser.close();
writeFileSync(RECORD, `${JSON.stringify({ chromium: version }, null, 2)}\n`);

// pictures of routes or states that are gone go too
rmSync(BASELINES, { recursive: true, force: true });
const args = process.argv.slice(2).map((arg) => JSON.stringify(arg)).join(' ');
run(`npx playwright test tests/e2e/visual.spec.ts --update-snapshots=all ${args}`, { E2E_ONLY: 'root' });

// the same pixels in fewer bytes (tests/unit/looks/baselines.test.ts holds them to 15 MB):
// Playwright writes its PNGs with one filter for every row; optipng picks each row's best
const hasOptipng = () => spawnSync('optipng', ['-v']).status === 0;
if (!hasOptipng()) aptInstall('optipng', 'optipng is missing: the baselines stay as Playwright wrote them, maybe over 15 MB');
if (hasOptipng()) run(`find ${BASELINES} -name '*.png' -print0 | xargs -0 -P 2 -n 10 optipng -o2 -quiet`);

console.log(
  `Baselines drawn with Chromium ${version} (recorded in ${RECORD}). ` +
    'If its major version changed, update the version named in README.md and maintainers/visual-tests.md.',
);
