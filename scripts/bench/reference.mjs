/**
 * The upstream site (rc-pagination's own dumi site at v4.0.4) built and started in alternating
 * runs with this site, and the time from a demo edit to the open page showing it
 * (maintainers/performance.md). On its own: `node scripts/bench/reference.mjs`.
 */
import { execSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgets, isMain, launchChromium } from './common.mjs';
import { finishedChildrenCpu, groupCpu } from './cpuTime.mjs';
import { checkDemoEdit, checkReferenceRatios, formatReference, median, ratio } from './reference-report.mjs';
import { buildPhases } from './report.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ARCHIVE = 'upstream-v4.0.4.tar.gz';
const PACKAGE = 'upstream-package.json';
/** A file in the install folder that says `npm install` finished there. */
const READY = '.bench-reference-ready';

/** The reference's `{ archive, packageJson }` in BENCH_REFERENCE or `../shared/reference/`, else `{ missing }`. */
function findReference(env) {
  const folder = env.BENCH_REFERENCE ? path.resolve(env.BENCH_REFERENCE) : path.resolve(ROOT, '..', 'shared', 'reference');
  const archive = path.join(folder, ARCHIVE);
  const packageJson = path.join(folder, PACKAGE);
  const missing = [archive, packageJson].filter((file) => !existsSync(file));
  return missing.length ? { missing } : { archive, packageJson };
}

/** The reference unpacked and installed in os.tmpdir() (once per archive and package file): its folder. */
export function prepareReference({ archive, packageJson }) {
  const hash = createHash('sha256').update(readFileSync(archive)).update(readFileSync(packageJson)).digest('hex');
  const dir = path.join(os.tmpdir(), `rc-pagination-bench-reference-${hash.slice(0, 12)}`);
  if (existsSync(path.join(dir, READY))) {
    console.log(`reference: reusing ${dir}`);
    return dir;
  }
  console.log(`reference: unpacking and installing in ${dir} (once; later runs reuse it)`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execSync(`tar xzf ${JSON.stringify(archive)} -C ${JSON.stringify(dir)}`, { stdio: 'inherit' });
  copyFileSync(packageJson, path.join(dir, 'package.json'));
  // no install scripts, as in this project (its package.json's allowScripts)
  execSync('npm install --no-audit --no-fund --ignore-scripts', { cwd: dir, stdio: 'inherit' });
  writeFileSync(path.join(dir, READY), `${new Date().toISOString()}\n`);
  return dir;
}

/** Removes what makes a build or a dev start warm: webpack's and dumi's caches, umi's tmp files. */
export function clearCaches(dir) {
  rmSync(path.join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
  const dumi = path.join(dir, '.dumi');
  if (!existsSync(dumi)) return;
  for (const entry of readdirSync(dumi)) {
    if (entry.startsWith('tmp')) rmSync(path.join(dumi, entry), { recursive: true, force: true });
  }
}

/** An edit's time as printed: milliseconds, or that it did not show. */
const formatEditMs = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : `not shown in ${EDIT_TIMEOUT_MS / 1000} s`);

const seconds = (started) => Number(process.hrtime.bigint() - started) / 1e9;

/**
 * A cold `npx dumi build` in `dir` (`warm`: caches kept, progress shown): `{ wall, cpu, phases }`,
 * seconds (cpu: every process it started), and the phases buildPhases.ts marks in `phasesFile` if given.
 */
export function coldBuild(dir, phasesFile = undefined, { warm = false } = {}) {
  if (!warm) clearCaches(dir);
  if (phasesFile) rmSync(phasesFile, { force: true });
  const env = { ...process.env, BASE: '/', ...(phasesFile && { BENCH_PHASES_FILE: phasesFile }) };
  const cpuBefore = finishedChildrenCpu();
  const started = process.hrtime.bigint();
  // its errors show; its progress only when warm
  execSync('npx dumi build', { cwd: dir, stdio: warm ? 'inherit' : ['ignore', 'ignore', 'inherit'], env });
  const [wall, cpu] = [seconds(started), finishedChildrenCpu() - cpuBefore];
  const marks = phasesFile && existsSync(phasesFile) ? JSON.parse(readFileSync(phasesFile, 'utf8')) : [];
  return { wall, cpu, phases: buildPhases(marks, wall) };
}

/** Resolves when `url` shows a pagination in `page` (Chromium), polling until `deadline`. */
async function waitForPagination(page, url, deadline, child) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`dumi dev stopped before ${url} showed`);
    try {
      await page.goto(url, { timeout: Math.max(1000, deadline - Date.now()) });
      await page.waitForSelector('.rc-pagination li', { timeout: Math.max(1000, deadline - Date.now()) });
      return;
    } catch {
      // the server is not listening yet, or is still compiling: try again
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} showed no pagination in time`);
}

/** The demo file the edit measure changes (the first demo of /demo/basic), and the text it marks. */
export const DEMO_EDIT = { file: 'docs/demo/demos/basic.tsx', text: '{total} items' };

/** How long the edit measure waits for the page to show a change before it counts it as not shown. */
const EDIT_TIMEOUT_MS = 60_000;

/**
 * Runs in the page (and on every load of it): notes when the awaited marker
 * (`sessionStorage.benchEditAwaited`) first shows, as a locator polls only every 500 ms.
 */
function noteEditMarkers() {
  const look = () => {
    const awaited = sessionStorage.getItem('benchEditAwaited');
    if (awaited && !sessionStorage.getItem(awaited) && document.body?.textContent?.includes(awaited)) {
      sessionStorage.setItem(awaited, String(Date.now()));
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  look();
}

/** The pages that note edit markers already. */
const noting = new WeakSet();

/**
 * Writes the demo file with a marker and times until the open page shows it, updated in place or
 * reloaded (Infinity when not within EDIT_TIMEOUT_MS); the file is restored before it returns.
 */
export async function demoEditMs(page, file = path.join(ROOT, DEMO_EDIT.file), text = DEMO_EDIT.text) {
  if (!noting.has(page)) {
    noting.add(page);
    await page.addInitScript(noteEditMarkers);
    await page.evaluate(noteEditMarkers);
  }
  const original = readFileSync(file, 'utf8');
  const marker = `bench-edit-${process.hrtime.bigint()}`;
  const edited = original.replace(text, `${text} ${marker}`);
  if (edited === original) throw new Error(`${file} no longer holds ${JSON.stringify(text)}: update DEMO_EDIT`);
  const shown = page.getByText(marker).first();
  await page.evaluate((name) => sessionStorage.setItem('benchEditAwaited', name), marker);
  const started = process.hrtime.bigint();
  const startedAt = Date.now();
  try {
    writeFileSync(file, edited);
    await shown.waitFor({ state: 'attached', timeout: EDIT_TIMEOUT_MS });
    const seenAt = Number(await page.evaluate((name) => sessionStorage.getItem(name), marker));
    return seenAt > 0 ? seenAt - startedAt : Number(process.hrtime.bigint() - started) / 1e6;
  } catch (error) {
    if (error?.name !== 'TimeoutError') throw error;
    return Number.POSITIVE_INFINITY;
  } finally {
    writeFileSync(file, original);
    // the next edit starts from the page as it was (or a reload of it, if the server never updated)
    await shown.waitFor({ state: 'detached', timeout: EDIT_TIMEOUT_MS }).catch(() => page.reload());
  }
}

/** How many edits the measure times in each dev session of this site (their median counts). */
const EDITS_PER_START = 3;

/** Ends a process group started with `detached: true` (dumi dev forks its workers). */
function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', resolve);
  });
}

/** A cold `dumi dev` in `dir` until `route` shows its pagination: `{ wall, cpu, editMs }` (`edits` timed). */
export async function coldDevStart(browser, dir, route, port, edits = 0) {
  clearCaches(dir);
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['dumi', 'dev'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BROWSER: 'none', BASE: '/' },
  });
  const page = await browser.newPage();
  try {
    await waitForPagination(page, `http://127.0.0.1:${port}${route}`, Date.now() + 600_000, child);
    const wall = seconds(started);
    const cpu = groupCpu(child.pid);
    const editMs = [];
    for (let edit = 0; edit < edits; edit += 1) editMs.push(await demoEditMs(page));
    return { wall, cpu, editMs };
  } finally {
    await page.close();
    await stopGroup(child);
    await portFreed(port);
  }
}

/** Resolves once nothing listens on `port` any more (umi's forked server exits after npx). */
async function portFreed(port) {
  const { connect } = await import('node:net');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const listening = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() || true));
      socket.once('error', () => resolve(false));
    });
    if (!listening) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first demo page of both sites, as a visitor would open it after `npm start`. */
export const DEV_ROUTE = '/demo/basic';

/** Alternating cold builds and dev starts of both sites: each run's wall and CPU seconds, and the demo edits. */
export async function compareWithReference({ referenceDir, rounds, port, steps = ['build', 'dev'] }) {
  const sides = [
    ['reference', referenceDir],
    ['site', ROOT],
  ];
  const build = { reference: [], site: [] };
  const devStart = { reference: [], site: [] };
  const cpu = { build: { reference: [], site: [] }, devStart: { reference: [], site: [] } };
  const demoEdit = [];
  const cpuText = (seconds) => (Number.isNaN(seconds) ? 'n/a' : `${seconds.toFixed(1)} s`);
  for (let round = 1; round <= (steps.includes('build') ? rounds : 0); round += 1) {
    for (const [side, dir] of sides) {
      const took = coldBuild(dir);
      build[side].push(took.wall);
      cpu.build[side].push(took.cpu);
      console.log(`  round ${round}, cold build, ${side}: ${took.wall.toFixed(1)} s (CPU ${cpuText(took.cpu)})`);
    }
  }
  const browser = await launchChromium();
  try {
    for (let round = 1; round <= (steps.includes('dev') ? rounds : 0); round += 1) {
      for (const [side, dir] of sides) {
        const edits = side === 'site' ? EDITS_PER_START : 0;
        const took = await coldDevStart(browser, dir, DEV_ROUTE, port, edits);
        devStart[side].push(took.wall);
        cpu.devStart[side].push(took.cpu);
        demoEdit.push(...took.editMs);
        const editText = took.editMs.length ? `; demo edits shown in ${took.editMs.map(formatEditMs).join(', ')}` : '';
        console.log(`  round ${round}, cold dev start to ${DEV_ROUTE}, ${side}: ${took.wall.toFixed(1)} s (CPU ${cpuText(took.cpu)})${editText}`);
      }
    }
  } finally {
    await browser.close();
  }
  return { rounds, build, devStart, cpu, demoEditMs: demoEdit };
}

/** The bench's reference step: `{ skipped }`, or the figures with each side's medians and the ratios. */
export async function referenceStep(env = process.env) {
  if (env.BENCH_SKIP_REFERENCE) {
    console.log('reference comparison: skipped (BENCH_SKIP_REFERENCE)');
    return { skipped: 'BENCH_SKIP_REFERENCE' };
  }
  const found = findReference(env);
  if (found.missing) {
    console.log(`reference comparison: skipped, the reference is absent (${found.missing.join(', ')} not found)`);
    return { skipped: 'absent' };
  }
  const referenceDir = prepareReference(found);
  const rounds = Math.max(1, Number(env.BENCH_REFERENCE_ROUNDS) || 3);
  const port = Number(env.BENCH_REFERENCE_PORT) || 5190;
  const steps = (env.BENCH_REFERENCE_STEPS || 'build,dev').split(',').map((step) => step.trim());
  console.log(`reference comparison: ${rounds} alternating round(s) of ${steps.join(' and ')}, caches removed before each run`);
  const figures = await compareWithReference({ referenceDir, rounds, port, steps });
  const summary = (times) =>
    times.site.length ? { reference: median(times.reference), site: median(times.site) } : { reference: Number.NaN, site: Number.NaN };
  const build = summary(figures.build);
  const devStart = summary(figures.devStart);
  const cpuBuild = summary(figures.cpu.build);
  const cpuDevStart = summary(figures.cpu.devStart);
  return {
    ...figures,
    referenceDir,
    medians: { build, devStart, demoEditMs: figures.demoEditMs.length ? median(figures.demoEditMs) : Number.NaN },
    ratios: { build: ratio(build.site, build.reference), devStart: ratio(devStart.site, devStart.reference) },
    cpuMedians: { build: cpuBuild, devStart: cpuDevStart },
    cpuRatios: { build: ratio(cpuBuild.site, cpuBuild.reference), devStart: ratio(cpuDevStart.site, cpuDevStart.reference) },
  };
}

if (isMain(import.meta.url)) {
  const result = await referenceStep();
  if (!result.skipped) {
    console.log(`\n${formatReference(result, budgets)}`);
    const ran = (key) => result[key].site.length > 0;
    const misses = [
      ...checkReferenceRatios(result.ratios, budgets).filter(({ metric }) => ran(metric.includes('build') ? 'build' : 'devStart')),
      ...(ran('devStart') ? checkDemoEdit(result.medians.demoEditMs, budgets) : []),
    ];
    if (misses.length) process.exitCode = 1;
  }
}
