#!/usr/bin/env node
/**
 * `npm run bench`: builds and times the site, runs Lighthouse on every page, takes the single
 * measurements of scripts/bench/ and the upstream comparison, and exits 1 when a budget of
 * scripts/bench/budgets.json is missed. Figures and environment: maintainers/performance.md.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  checkBudgets,
  checkCodeBytes,
  checkHostileLinks,
  checkReleaseParts,
  formatCodeBytes,
  formatHostileLinks,
  formatPhases,
  formatTable,
  isQuiet,
  keptRuns,
  lessDisturbed,
  needsAnotherRun,
  pickMedianRun,
  stealShare,
  summarizeRun,
} from './bench/report.mjs';
import { measureCodeBytes } from './bench/codeBytes.mjs';
import { budgets, reportMisses, runMain, serve } from './bench/common.mjs';
import { measureHostileLinks } from './bench/hostile-links.mjs';
import {
  checkDemoEdit,
  checkFirstLoadByKind,
  checkReferenceRatios,
  formatReference,
} from './bench/reference-report.mjs';
import { selectedRoutes, sitePageKinds } from './bench/site-pages.mjs';
import { coldBuild, referenceStep } from './bench/reference.mjs';
import { formatKeystrokeTimes, keystrokeTimes } from './bench/search-speed.mjs';
import { formatSearchSizes, searchSizes } from './bench/search-size.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const DIST = 'docs-dist';
/** Where the build writes its phase marks (plugins/bench/buildPhases.ts). */
const PHASES_FILE = 'bench-results/build-phases.json';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 5);
const MAX_STEAL = Number(process.env.BENCH_MAX_STEAL ?? 0.05);

/** First line of /proc/stat (CPU ticks, steal included); undefined where there is none. */
const cpuTicks = () => (existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : undefined);

const stealSince = (before) => stealShare(before, cpuTicks());
const percent = (share) => (share === null ? 'unknown' : `${(share * 100).toFixed(1)} %`);

/** Runs `measure` until `wanted` runs were taken on a quiet host (or the attempts ran out). */
async function measureQuietly(wanted, measure, describe) {
  const runs = [];
  const options = { wanted, maxSteal: MAX_STEAL, maxAttempts: wanted * 3 };
  while (needsAnotherRun(runs, options)) {
    const before = cpuTicks();
    const run = { ...(await measure()), cpuSteal: stealSince(before) };
    runs.push(run);
    if (!isQuiet(run, MAX_STEAL))
      console.log(`  ${describe}: disturbed, the host took ${percent(run.cpuSteal)} of the CPU`);
  }
  return { ...keptRuns(runs, options), attempts: runs.length };
}

/** The runner's files in the build, each with its gzipped size (the release parts are checked). */
function releaseParts(dir) {
  const folder = path.join(dir, 'sandbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(folder, file))).length,
  }));
}

async function build() {
  const { runs, disturbed, attempts } = await measureQuietly(
    1,
    async () => {
      const { wall, phases } = coldBuild('.', path.resolve(PHASES_FILE), { warm: true });
      return { seconds: wall, phases };
    },
    'build',
  );
  return { ...runs[0], disturbed, attempts };
}

async function auditPage(origin, port, route) {
  const before = cpuTicks();
  const { runs, disturbed, attempts } = await measureQuietly(
    RUNS,
    async () => {
      const url = `${origin}/${route}`;
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      return summarizeRun(result.lhr);
    },
    `/${route}`,
  );
  const pageSteal = stealSince(before);
  const busy = disturbed ? `, ${disturbed} of the kept runs disturbed` : '';
  console.log(`  audited /${route}: ${attempts} runs, CPU steal ${percent(pageSteal)}${busy}`);
  return { route, ...pickMedianRun(runs), disturbedRuns: disturbed, attempts, pageSteal };
}

async function main() {
  execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' });
  const built = process.env.BENCH_SKIP_BUILD ? null : await build();
  const server = await serve(DIST);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const pages = [];
  const runStart = cpuTicks();
  let codeBytes, hostileLinks, hostileSteal;
  try {
    codeBytes = await measureCodeBytes(server.origin);
    const beforeHostile = cpuTicks();
    hostileLinks = await measureHostileLinks(server.origin);
    hostileSteal = stealSince(beforeHostile);
    for (const route of selectedRoutes(DIST)) pages.push(await auditPage(server.origin, chrome.port, route));
    // the host's busy spells last minutes: a disturbed page gets a second round after the others
    for (const [index, page] of pages.entries()) {
      if (!page.disturbedRuns) continue;
      console.log(`  second round for /${page.route}, the host was busy during the first`);
      pages[index] = lessDisturbed(page, await auditPage(server.origin, chrome.port, page.route));
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const sizes = searchSizes(DIST);
  const search = { code: sizes.code, sizes: sizes.locales, keystrokes: await keystrokeTimes(DIST) };
  // last: its cold builds of this site rewrite docs-dist, which the audits above read
  const reference = await referenceStep();
  const kinds = sitePageKinds();
  const misses = [
    ...checkBudgets({ pages, buildSeconds: built?.seconds ?? null, search }, budgets),
    ...checkFirstLoadByKind(pages, kinds, budgets),
    ...(reference.skipped ? [] : checkReferenceRatios(reference.ratios, budgets)),
    ...(reference.skipped ? [] : checkDemoEdit(reference.medians.demoEditMs, budgets)),
    ...checkCodeBytes(codeBytes, budgets),
    ...checkHostileLinks(hostileLinks, budgets),
    ...checkReleaseParts(releaseParts(DIST), budgets),
  ];
  console.log(`\n${formatTable(pages)}\n\n${formatCodeBytes(codeBytes)}\n`);
  console.log(`${formatHostileLinks(hostileLinks)}\n  (CPU steal meanwhile: ${percent(hostileSteal)})\n`);
  console.log(`search, opening it (gzipped):\n${formatSearchSizes(sizes)}`);
  console.log(`search, a keystroke:\n${formatKeystrokeTimes(search.keystrokes)}\n`);
  console.log(
    built === null
      ? 'build: skipped'
      : `build: ${built.seconds.toFixed(1)} s (CPU steal ${percent(built.cpuSteal)}, ` +
          `${built.attempts} build(s)${built.disturbed ? ', host busy throughout' : ''})`,
  );
  if (built?.phases.length) console.log(`build phases:\n${formatPhases(built.phases)}`);
  if (!reference.skipped) console.log(formatReference(reference, budgets));
  console.log(`CPU steal during the audits: ${percent(stealSince(runStart))}`);
  mkdirSync('bench-results', { recursive: true });
  const report = {
    date: new Date().toISOString(),
    runsPerPage: RUNS,
    maxSteal: MAX_STEAL,
    budgets,
    build: built,
    pages,
    codeBytes,
    hostileLinks: { ...hostileLinks, cpuSteal: hostileSteal },
    search,
    pageKinds: kinds,
    reference,
    misses,
  };
  writeFileSync('bench-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('written: bench-results/bench.json');
  reportMisses(misses);
}

runMain(import.meta.url, main);
