#!/usr/bin/env node
/**
 * What a patch or stand-in buys, measured with and without it: the first load (script and
 * stylesheet bodies, gzipped) of one page of each kind, and with `--builds N` / `--dev-starts N`
 * cold builds and dev starts (plugins/compat/registry.cjs keeps each gain).
 *
 *   node scripts/bench/first-load-kinds.mjs [--builds N] [--dev-starts N] [--json file]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hydrated, launchChromium, runMain, serve } from './common.mjs';
import { firstLoadResponses } from './first-load.mjs';
import { formatPhases } from './report.mjs';
import { clearCaches, coldBuild, coldDevStart, DEV_ROUTE } from './reference.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One page of each kind: the home page, demo pages without and with a size changer, a guide. */
export const PAGE_KINDS = { home: '', demo: 'demo/basic', sizeChanger: 'demo/sizer', guide: 'questions' };

const KiB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** `{ kind: { route, js, css, total, scriptWithHeaders (KiB), bytes, files } }` for the build at `origin`. */
export async function firstLoadByKind(origin) {
  const browser = await launchChromium();
  const result = {};
  try {
    for (const [kind, route] of Object.entries(PAGE_KINDS)) {
      const responses = await firstLoadResponses(browser, `${origin}/${route}`, ['script', 'stylesheet'], hydrated);
      const sum = (type, withHeaders = false) =>
        responses
          .filter((response) => response.type === type)
          .reduce((total, response) => total + response.bodyBytes + (withHeaders ? response.headerBytes : 0), 0);
      result[kind] = {
        route: `/${route}`,
        js: KiB(sum('script')),
        css: KiB(sum('stylesheet')),
        total: KiB(sum('script') + sum('stylesheet')),
        // the figure budgets.json's maxFirstLoadScriptKiBByKind holds
        scriptWithHeaders: KiB(sum('script', true)),
        bytes: sum('script') + sum('stylesheet'),
        files: responses.map((response) => [new URL(response.url).pathname, response.bodyBytes]),
      };
    }
  } finally {
    await browser.close();
  }
  return result;
}

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
};

async function main() {
  const builds = [];
  for (let run = 0; run < Number(option('--builds', 0)); run += 1) {
    const { wall, cpu, phases } = coldBuild(ROOT, `${ROOT}bench-results/build-phases.json`);
    builds.push({ wall, cpu, phases });
    console.log(`cold build: ${wall.toFixed(1)} s, CPU ${cpu.toFixed(1)} s\n${formatPhases(phases)}`);
  }
  const devStarts = [];
  if (Number(option('--dev-starts', 0)) > 0) {
    const browser = await launchChromium();
    try {
      for (let run = 0; run < Number(option('--dev-starts', 0)); run += 1) {
        const { wall, cpu } = await coldDevStart(browser, ROOT, DEV_ROUTE, Number(option('--port', 5290)));
        devStarts.push({ wall, cpu });
        console.log(`cold dev start: ${wall.toFixed(1)} s, CPU ${cpu.toFixed(1)} s`);
      }
    } finally {
      await browser.close();
    }
    // the dev server leaves its own tmp files, which a build must not take for its own
    clearCaches(ROOT);
  }
  const server = await serve();
  const pages = await firstLoadByKind(server.origin).finally(server.close);
  for (const [kind, page] of Object.entries(pages)) {
    console.log(
      `${kind.padEnd(12)} ${page.route.padEnd(12)} ${page.total.toFixed(1).padStart(6)} KiB gz (JS ${page.js}, CSS ${page.css}; script with headers ${page.scriptWithHeaders})`,
    );
  }
  const out = option('--json');
  if (out) writeFileSync(out, `${JSON.stringify({ pages, builds, devStarts }, null, 2)}\n`);
}

runMain(import.meta.url, main);
