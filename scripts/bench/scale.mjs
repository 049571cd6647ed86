#!/usr/bin/env node
/**
 * `npm run bench:scale`: does a page pay for the pages around it? Builds copies of the project at
 * 1× and N× the demo pages; exits 1 when a growth budget below is missed (maintainers/performance.md).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkLinks } from '../check-links.mjs';
import { launchChromium, reportMisses, runMain, serve } from './common.mjs';
import { firstLoadResponses } from './first-load.mjs';
import { coldBuild } from './reference.mjs';
import { atMost, formatPhases, kib } from './report.mjs';

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
/** What the copy needs besides docs (node_modules is linked); plugins/publish/index.ts reads scripts/csp.mjs. */
const PROJECT_FILES = ['.dumirc.ts', '.dumi', 'src', 'plugins', 'scripts', 'public', 'package.json', 'tsconfig.json'];

/** Copies the project into `dir` with every page of docs/demo/ present `times` times. */
export function makeProject(dir, times) {
  mkdirSync(dir, { recursive: true });
  for (const name of PROJECT_FILES.filter((file) => existsSync(path.join(ROOT, file)))) {
    const filter = (source) => !/[\\/]\.dumi[\\/]tmp/.test(source);
    cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true, filter });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  cpSync(path.join(ROOT, 'docs'), path.join(dir, 'docs'), { recursive: true });
  const demoDir = path.join(dir, 'docs/demo');
  const pages = readdirSync(demoDir).filter((file) => file.endsWith('.md'));
  for (let copy = 2; copy <= times; copy += 1) {
    for (const file of pages) {
      // basic.zh-CN.md -> basic-2.zh-CN.md; the title names the copy, so the sidebar lists distinct pages
      const [stem, ...rest] = file.split('.');
      const text = readFileSync(path.join(demoDir, file), 'utf8');
      writeFileSync(
        path.join(demoDir, [`${stem}-${copy}`, ...rest].join('.')),
        text.replace(/^(title:\s*)(.+)$/m, `$1$2 ${copy}`).replace(/^# (.+)$/m, `# $1 ${copy}`),
      );
    }
  }
  // a git history, so the last-updated line is read from git as in the real project
  const git = (...args) => execFileSync('git', args, { cwd: dir });
  git('init', '-q');
  git('add', '-A', 'docs');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'docs');
  return pages.length * times;
}

function outputStats(dist) {
  const files = readdirSync(dist, { recursive: true })
    .map((file) => path.join(dist, file))
    .filter((file) => statSync(file).isFile());
  const entry = files.find((file) => /[\\/]umi(\.[\w-]+)?\.js$/.test(file));
  const entryBytes = readFileSync(entry);
  return {
    htmlFiles: files.filter((file) => file.endsWith('.html')).length,
    bytes: files.reduce((sum, file) => sum + statSync(file).size, 0),
    entry: { file: path.basename(entry), raw: entryBytes.length, gzip: gzipSync(entryBytes, { level: 9 }).length },
  };
}

/** The bytes transferred while a search is typed into the page's search box. */
async function searchBytes(browser, url, query) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const requests = [];
  page.on('requestfinished', (request) => requests.push(request));
  const field = page.getByRole('combobox').first();
  await field.click();
  await field.fill(query);
  await page
    .getByRole('option')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const sizes = await Promise.all(requests.map((request) => request.sizes()));
  await page.close();
  return sizes.reduce((sum, size) => sum + size.responseBodySize, 0);
}

async function measure({ times, dir, pages }) {
  console.log(`building ${times}× (${pages} demo pages) in ${dir} ...`);
  const { wall, phases } = coldBuild(dir, path.join(dir, 'build-phases.json'));
  const dist = path.join(dir, 'docs-dist');
  const linkCheckStarted = Date.now();
  const { broken } = await checkLinks(dist, '/');
  const linkCheckSeconds = (Date.now() - linkCheckStarted) / 1000;
  if (broken.length) throw new Error(`${times}×: ${broken.length} broken links, e.g. ${JSON.stringify(broken[0])}`);
  const server = await serve(dist, PORT);
  const browser = await launchChromium();
  const firstLoad = {};
  const search = {};
  try {
    for (const route of PAGES) {
      const scripts = await firstLoadResponses(browser, `${server.origin}${route}`);
      firstLoad[route] = scripts.reduce((sum, script) => sum + script.bodyBytes, 0);
    }
    for (const { page, query, language } of SEARCHES) {
      search[language] = await searchBytes(browser, `${server.origin}${page}`, query);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    times,
    demoPages: pages,
    buildSeconds: wall,
    phases,
    linkCheckSeconds,
    output: outputStats(dist),
    firstLoad,
    search,
  };
}

/** The rows: a title, the figure, how it prints. */
const ROWS = [
  ['entry script (raw)', (r) => r.output.entry.raw, kib],
  ['entry script (gzip)', (r) => r.output.entry.gzip, kib],
  ...PAGES.map((route) => [`first-load script ${route}`, (r) => r.firstLoad[route], kib]),
  ...SEARCHES.map(({ language }) => [`opening search (${language})`, (r) => r.search[language], kib]),
  ['build wall time', (r) => r.buildSeconds, (s) => `${s.toFixed(0)} s`],
  ['link check', (r) => r.linkCheckSeconds, (s) => `${s.toFixed(1)} s`],
  ['HTML files', (r) => r.output.htmlFiles, String],
  ['output size', (r) => r.output.bytes, kib],
];

function report(results) {
  const [base, scaled] = results;
  const growth = (pick) => (pick(base) ? (pick(scaled) - pick(base)) / pick(base) : 0);
  const header = ['', ...results.map((r) => `${r.times}×`), ...(scaled ? ['growth'] : [])];
  const rows = ROWS.map(([title, pick, format]) => [
    title,
    ...results.map((r) => format(pick(r))),
    ...(scaled ? [`${(growth(pick) * 100).toFixed(1)} %`] : []),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
  for (const r of results) console.log(`\nbuild phases at ${r.times}×:\n${formatPhases(r.phases)}`);
  if (!scaled) return [];
  const grew = (route) => growth((r) => r.firstLoad[route]) * 100;
  const opened = (language) => scaled.search[language] / 1024;
  return [
    ...PAGES.flatMap((route) =>
      atMost(route.slice(1), `first-load growth %, 1× to ${scaled.times}×`, grew(route), FIRST_LOAD_GROWTH * 100),
    ),
    ...SEARCHES.flatMap(({ language }) =>
      atMost(`(search ${language})`, `opening KiB, ${scaled.times}×`, opened(language), SEARCH_BUDGET / 1024),
    ),
  ];
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'rcp-scale-'));
  const results = [];
  try {
    // every copy is made before the first build, so all sizes build the same sources
    const projects = SIZES.map((times) => ({ times, dir: path.join(workDir, `x${times}`) }));
    for (const project of projects) project.pages = makeProject(project.dir, project.times);
    for (const project of projects) results.push(await measure(project));
  } finally {
    if (!process.env.BENCH_SCALE_KEEP) rmSync(workDir, { recursive: true, force: true });
  }
  const misses = report(results);
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ n: N, pages: PAGES, results, misses }, null, 2)}\n`);
  console.log(`\nJSON: ${path.relative(ROOT, file)}`);
  reportMisses(misses);
}

// a crash exits 2, a missed budget 1
runMain(import.meta.url, main, 2);
