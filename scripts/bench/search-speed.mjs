#!/usr/bin/env node
/**
 * A keystroke's search, per language: the site's search code (src/search) over a build's index,
 * every relevance query typed a character at a time, timed by the clock and by this process's CPU
 * time, which the neighbours on a shared machine do not stretch (the budget holds the latter).
 *
 *   npx dumi build && node scripts/bench/search-speed.mjs [folder = docs-dist]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** The site's search code as one module for Node. */
async function loadSearch() {
  const entry = [
    "export { createSearchEngine } from './src/search/engine';",
    "export { readSearchIndex, readSearchWords } from './src/search/indexFile';",
    "export { searchPages } from './src/search/query';",
  ].join('\n');
  const { outputFiles } = await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const code = outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const queriesOf = (name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'tests/search-queries', name), 'utf8'));

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** Milliseconds of CPU time this process has had. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), maxMs: sorted.at(-1) };
};

/** Per language: `{ locale, buildMs, keystrokes, cpu: { medianMs, p95Ms, maxMs }, clock }`. */
export async function keystrokeTimes(dir) {
  const search = await loadSearch();
  const queries = ['pages.json', 'questions.json', 'visitors.json'].flatMap(queriesOf);
  const results = [];
  for (const locale of [...new Set(queries.map((query) => query.locale))]) {
    const file = JSON.parse(readFileSync(path.join(dir, `search-index.${locale}.json`), 'utf8'));
    const started = performance.now();
    const engine = search.createSearchEngine(
      search.readSearchIndex(file, locale),
      search.readSearchWords(file, locale),
    );
    const buildMs = performance.now() - started;
    const typed = queries.filter((query) => query.locale === locale).map(({ query }) => query);
    // once through first, so that the figures are those of a warm engine, as after the first key
    for (const query of typed) search.searchPages(engine, query);
    const cpu = [];
    const clock = [];
    for (const query of typed) {
      const chars = [...query];
      for (let end = 1; end <= chars.length; end += 1) {
        const [startCpu, start] = [cpuMs(), performance.now()];
        search.searchPages(engine, chars.slice(0, end).join(''));
        clock.push(performance.now() - start);
        cpu.push(cpuMs() - startCpu);
      }
    }
    results.push({ locale, buildMs, keystrokes: cpu.length, cpu: summary(cpu), clock: summary(clock) });
  }
  return results;
}

/** The lines the bench and this script print. */
export function formatKeystrokeTimes(results) {
  return results
    .map(
      ({ locale, buildMs, keystrokes, cpu, clock }) =>
        `${locale}: engine built in ${buildMs.toFixed(1)} ms; ${keystrokes} keystrokes, CPU time ` +
        `median ${cpu.medianMs.toFixed(1)} ms, 95th percentile ${cpu.p95Ms.toFixed(1)} ms, ` +
        `slowest ${cpu.maxMs.toFixed(1)} ms (by the clock ${clock.medianMs.toFixed(1)} / ` +
        `${clock.p95Ms.toFixed(1)} / ${clock.maxMs.toFixed(1)} ms)`,
    )
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatKeystrokeTimes(await keystrokeTimes(process.argv[2] ?? 'docs-dist')));
}
