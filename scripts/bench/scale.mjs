#!/usr/bin/env node
/**
 * `npm run bench:scale`: does a page's cost grow with the size of the docs?
 *
 * Builds the site twice in temporary copies of the project (never touching docs-dist): once with
 * the docs as they are (1×) and once with every demo page copied N−1 more times (N×, N=10 by
 * default, `BENCH_SCALE_N`). For each it reports the entry script (umi.*.js), the scripts a few
 * pages download on first load, the bytes opening search downloads (measured in Chromium, so it
 * measures whichever search is merged), the build's wall time with its phases, and the output's
 * size. A table on screen, JSON in bench-results/scale-<date>.json. Exits non-zero when a growth
 * budget is missed.
 *
 * Environment: BENCH_SCALE_N (10), BENCH_SCALE_PORT (4473), BENCH_SCALE_KEEP=1 keeps the temp
 * folders, BENCH_SCALE_SIZES=1,10 to build other sizes.
 */
import { spawn, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { checkLinks } from '../check-links.mjs';
import { createServer } from '../serve.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const N = Number(process.env.BENCH_SCALE_N || 10);
const SIZES = (process.env.BENCH_SCALE_SIZES || `1,${N}`).split(',').map(Number);
const PORT = Number(process.env.BENCH_SCALE_PORT || 4473);
const PAGES = ['/', '/demo/basic', '/zh-CN/demo/sizer'];
const SEARCHES = [
  { page: '/demo/basic', query: 'page size', language: 'en-US' },
  { page: '/zh-CN/demo/basic', query: '分页', language: 'zh-CN' },
];
/** A page's first-load script may grow this much from 1× to N×. */
const FIRST_LOAD_GROWTH = 0.05;
/** The budget for the bytes opening search downloads, per language, at N×. */
const SEARCH_BUDGET = 60 * 1024;
/** What the project copy needs besides docs (node_modules is linked, not copied); plugins/publish/index.ts
 * reads scripts/csp.mjs. */
const PROJECT_FILES = ['.dumirc.ts', '.dumi', 'src', 'plugins', 'scripts', 'public', 'package.json', 'tsconfig.json'];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Copies the project into `dir` with every page of docs/demo/ present `times` times. */
export function makeProject(dir, times) {
  mkdirSync(dir, { recursive: true });
  for (const name of PROJECT_FILES) {
    if (!existsSync(path.join(ROOT, name))) continue;
    cpSync(path.join(ROOT, name), path.join(dir, name), {
      recursive: true,
      filter: (source) => !/[\\/]\.dumi[\\/]tmp/.test(source),
    });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  cpSync(path.join(ROOT, 'docs'), path.join(dir, 'docs'), { recursive: true });
  const demoDir = path.join(dir, 'docs/demo');
  const pages = readdirSync(demoDir).filter((file) => file.endsWith('.md'));
  for (let copy = 2; copy <= times; copy += 1) {
    for (const file of pages) {
      // basic.zh-CN.md -> basic-2.zh-CN.md, locale.$tab-custom.md -> locale-2.$tab-custom.md
      const [stem, ...rest] = file.split('.');
      const target = [`${stem}-${copy}`, ...rest].join('.');
      const text = readFileSync(path.join(demoDir, file), 'utf8');
      // the copy's title says which copy it is, so the sidebar lists distinct pages
      writeFileSync(
        path.join(demoDir, target),
        text.replace(/^(title:\s*)(.+)$/m, `$1$2 ${copy}`).replace(/^# (.+)$/m, `# $1 ${copy}`),
      );
    }
  }
  // a git history, so the last-updated line is read from git as in the real project
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync('git', ['add', '-A', 'docs'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'docs'], {
    cwd: dir,
  });
  return pages.length * times;
}

/** Runs `dumi build` in `dir`, recording when each output line appeared (the build's phases). */
function build(dir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const lines = [];
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/dumi/bin/dumi.js'), 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', BASE: '/' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (line.trim()) lines.push({ at: (Date.now() - started) / 1000, line: line.trim() });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve({ seconds, lines });
      else reject(new Error(`dumi build failed in ${dir}:\n${lines.slice(-30).map((l) => l.line).join('\n')}`));
    });
  });
}

/** When the build log first mentions each phase, from its own lines (umi's wording). */
function phases(lines) {
  const first = (pattern) => lines.find(({ line }) => pattern.test(line))?.at ?? null;
  const end = lines.at(-1)?.at ?? null;
  const ssrStart = first(/\[SSR\] Compiling/);
  const ssrDone = first(/\[SSR\] Compiled/);
  const clientDone = first(/Compiled successfully/i);
  const sizes = first(/File sizes after gzip/);
  const span = (from, to) => (from !== null && to !== null ? Number((to - from).toFixed(1)) : null);
  // umi builds the server bundle, then the client bundle, runs the plugins' onBuildComplete
  // (the search index) and prints the file sizes, then prerenders every route to HTML
  return {
    setup: ssrStart,
    serverBundle: span(ssrStart, ssrDone),
    clientBundle: span(ssrDone, clientDone),
    afterBundles: span(clientDone, sizes),
    prerenderAndWrite: span(sizes, end),
  };
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function outputStats(dist) {
  const files = walk(dist);
  const entry = files.find((file) => /[\\/]umi(\.[\w-]+)?\.js$/.test(file));
  const entryBytes = readFileSync(entry);
  return {
    files: files.length,
    htmlFiles: files.filter((file) => file.endsWith('.html')).length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    entry: { file: path.basename(entry), raw: entryBytes.length, gzip: gzipSync(entryBytes, { level: 9 }).length },
  };
}

/** Sums the transferred bytes of the requests a page makes while `action` runs. */
async function transferred(page, action, filter = () => true) {
  const requests = [];
  const onRequest = (request) => requests.push(request);
  page.on('requestfinished', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  page.off('requestfinished', onRequest);
  const picked = requests.filter(filter);
  const sizes = await Promise.all(picked.map((request) => request.sizes()));
  return {
    bytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
    requests: picked.length,
  };
}

async function measurePages(dist, port) {
  const server = createServer({ dir: dist, base: '/', csp: '', gzip: true });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const origin = `http://127.0.0.1:${port}`;
  try {
    const firstLoad = {};
    for (const route of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      firstLoad[route] = await transferred(
        page,
        () => page.goto(`${origin}${route}`, { waitUntil: 'load' }),
        (request) => request.resourceType() === 'script',
      );
      await context.close();
    }
    const search = {};
    for (const { page: route, query, language } of SEARCHES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      search[language] = await transferred(page, async () => {
        const field = page.getByRole('combobox').first();
        await field.click();
        await field.fill(query);
        await page.getByRole('option').first().waitFor({ timeout: 30_000 }).catch(() => {});
      });
      await context.close();
    }
    return { firstLoad, search };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function measure({ times, dir, pages }) {
  process.stdout.write(`building ${times}× (${pages} demo pages) in ${dir} ...\n`);
  const { seconds, lines } = await build(dir);
  const dist = path.join(dir, 'docs-dist');
  const output = outputStats(dist);
  // `npm run build` checks every link after dumi's build
  const linkCheckStarted = Date.now();
  const { broken } = await checkLinks(dist, '/');
  const linkCheckSeconds = (Date.now() - linkCheckStarted) / 1000;
  if (broken.length) throw new Error(`${times}×: ${broken.length} broken links, e.g. ${JSON.stringify(broken[0])}`);
  const { firstLoad, search } = await measurePages(dist, PORT);
  return { times, demoPages: pages, buildSeconds: seconds, linkCheckSeconds, phases: phases(lines), output, firstLoad, search, log: lines };
}

function growth(before, after) {
  return before ? (after - before) / before : 0;
}

function report(results) {
  const [base, scaled] = results;
  const rows = [
    ['entry script (raw)', ...results.map((r) => kib(r.output.entry.raw))],
    ['entry script (gzip)', ...results.map((r) => kib(r.output.entry.gzip))],
    ...PAGES.map((route) => [`first-load script ${route}`, ...results.map((r) => kib(r.firstLoad[route].bytes))]),
    ...SEARCHES.map(({ language }) => [
      `opening search (${language})`,
      ...results.map((r) => `${kib(r.search[language].bytes)} / ${r.search[language].requests} req`),
    ]),
    ['build wall time', ...results.map((r) => `${r.buildSeconds.toFixed(0)} s`)],
    ['  server bundle', ...results.map((r) => `${r.phases.serverBundle ?? '?'} s`)],
    ['  client bundle', ...results.map((r) => `${r.phases.clientBundle ?? '?'} s`)],
    ['  search index, file sizes', ...results.map((r) => `${r.phases.afterBundles ?? '?'} s`)],
    ['  prerender + write', ...results.map((r) => `${r.phases.prerenderAndWrite ?? '?'} s`)],
    ['link check', ...results.map((r) => `${r.linkCheckSeconds.toFixed(1)} s`)],
    ['HTML files', ...results.map((r) => String(r.output.htmlFiles))],
    ['output size', ...results.map((r) => kib(r.output.bytes))],
  ];
  const header = ['', ...results.map((r) => `${r.times}×`)];
  if (scaled) {
    header.push('growth');
    rows.forEach((row, index) => {
      const pick = [
        (r) => r.output.entry.raw,
        (r) => r.output.entry.gzip,
        ...PAGES.map((route) => (r) => r.firstLoad[route].bytes),
        ...SEARCHES.map(({ language }) => (r) => r.search[language].bytes),
        (r) => r.buildSeconds,
        (r) => r.phases.serverBundle,
        (r) => r.phases.clientBundle,
        (r) => r.phases.afterBundles,
        (r) => r.phases.prerenderAndWrite,
        (r) => r.linkCheckSeconds,
        (r) => r.output.htmlFiles,
        (r) => r.output.bytes,
      ][index];
      row.push(`${(growth(pick(base), pick(scaled)) * 100).toFixed(1)} %`);
    });
  }
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));

  const misses = [];
  if (scaled) {
    for (const route of PAGES) {
      const g = growth(base.firstLoad[route].bytes, scaled.firstLoad[route].bytes);
      if (g > FIRST_LOAD_GROWTH) {
        misses.push(`first-load script of ${route} grew ${(g * 100).toFixed(1)} % (budget ${FIRST_LOAD_GROWTH * 100} %)`);
      }
    }
    for (const { language } of SEARCHES) {
      const bytes = scaled.search[language].bytes;
      if (bytes > SEARCH_BUDGET) {
        misses.push(
          `SEARCH BUDGET (the prebuilt search index, not the pages): opening search (${language}) ` +
            `at ${scaled.times}× downloads ${kib(bytes)} (budget ${kib(SEARCH_BUDGET)})`,
        );
      }
    }
  }
  return misses;
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'rcp-scale-'));
  const results = [];
  try {
    // every copy is made before the first build, so all sizes build the same sources
    const projects = SIZES.map((times) => {
      const dir = path.join(workDir, `x${times}`);
      return { times, dir, pages: makeProject(dir, times) };
    });
    for (const project of projects) results.push(await measure(project));
  } finally {
    if (!process.env.BENCH_SCALE_KEEP) rmSync(workDir, { recursive: true, force: true });
  }
  const misses = report(results);
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ n: N, pages: PAGES, results, misses }, null, 2)}\n`);
  console.log(`\nJSON: ${path.relative(ROOT, file)}`);
  if (misses.length) {
    console.error(`\nBudgets missed:\n- ${misses.join('\n- ')}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 2;
  });
}
