/**
 * The pure half of `npm run bench`: Lighthouse results read, the median run chosen, the budgets
 * (scripts/bench/budgets.json) checked and the figures printed. scripts/bench.mjs measures.
 */

/** Bytes as `12.3 KiB`. */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A miss `{ route, metric, actual, limit }` when `actual` exceeds `limit` (a NaN figure misses too). */
export const atMost = (route, metric, actual, limit) => (actual <= limit ? [] : [{ route, metric, actual, limit }]);
const atLeast = (route, metric, actual, limit) => (actual >= limit ? [] : [{ route, metric, actual, limit }]);

/** One page's figures, read from a Lighthouse result (lhr). */
export function summarizeRun(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: lhr.categories.performance.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
  };
}

/** Whether the VM's host took at most `maxSteal` of the CPU during a run (unknown counts as quiet). */
export function isQuiet(run, maxSteal) {
  return run.cpuSteal === null || run.cpuSteal === undefined || run.cpuSteal <= maxSteal;
}

/** Whether to measure again: fewer than `wanted` quiet runs, and fewer than `maxAttempts` in all. */
export function needsAnotherRun(runs, { wanted, maxSteal, maxAttempts }) {
  return runs.filter((run) => isQuiet(run, maxSteal)).length < wanted && runs.length < maxAttempts;
}

/** The first `wanted` quiet runs, filled up with the least disturbed others (`disturbed` counts those). */
export function keptRuns(runs, { wanted, maxSteal }) {
  const quiet = runs.filter((run) => isQuiet(run, maxSteal)).slice(0, wanted);
  const fill = runs
    .filter((run) => !isQuiet(run, maxSteal))
    .sort((a, b) => a.cpuSteal - b.cpuSteal)
    .slice(0, Math.max(0, wanted - quiet.length));
  return { runs: [...quiet, ...fill], disturbed: fill.length };
}

/** Of two rounds of one page, the one with fewer disturbed runs (the first on a tie), whatever its figures. */
export function lessDisturbed(first, second) {
  return (second.disturbedRuns ?? 0) < (first.disturbedRuns ?? 0) ? second : first;
}

/** The run with the median performance score (the lower middle one for an even count). */
export function pickMedianRun(runs) {
  if (runs.length === 0) throw new Error('pickMedianRun needs at least one run');
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Every budget the pages, the build (`buildSeconds` null when skipped) and search miss. */
export function checkBudgets({ pages, buildSeconds, search }, budgets) {
  return [
    ...pages.flatMap((page) => [
      ...atLeast(page.route, 'performance', page.score, budgets.minPerformanceScore),
      ...atMost(page.route, 'LCP ms', page.lcpMs, budgets.maxLcpMs),
      ...atMost(page.route, 'TBT ms', page.tbtMs, budgets.maxTbtMs),
      ...atMost(page.route, 'CLS', page.cls, budgets.maxCls),
      ...atMost(page.route, 'script KiB', page.scriptBytes / 1024, budgets.maxFirstLoadScriptKiB),
    ]),
    ...(buildSeconds === null || buildSeconds === undefined
      ? []
      : atMost('(build)', 'build s', buildSeconds, budgets.maxBuildSeconds)),
    ...(search?.sizes ?? []).flatMap(({ locale, total }) =>
      atMost(`(search ${locale})`, 'opening KiB', total / 1024, budgets.maxSearchOpenKiB),
    ),
    ...(search?.keystrokes ?? []).flatMap(({ locale, cpu }) =>
      atMost(`(search ${locale})`, 'keystroke ms', cpu.p95Ms, budgets.maxSearchKeystrokeMs),
    ),
  ];
}

const COLUMNS = [
  ['route', (page) => `/${page.route}`],
  ['perf', (page) => page.score.toFixed(2)],
  ['LCP ms', (page) => Math.round(page.lcpMs).toString()],
  ['TBT ms', (page) => Math.round(page.tbtMs).toString()],
  ['CLS', (page) => page.cls.toFixed(3)],
  ['script KiB', (page) => (page.scriptBytes / 1024).toFixed(1)],
  // runs taken, and how many kept ones the host disturbed
  [
    'runs',
    (page) =>
      page.attempts === undefined ? '' : `${page.attempts}${page.disturbedRuns ? `, ${page.disturbedRuns} busy` : ''}`,
  ],
];

/** A plain-text table, one row per page, numbers right-aligned, trailing blanks trimmed. */
export function formatTable(pages) {
  const rows = [COLUMNS.map(([title]) => title), ...pages.map((page) => COLUMNS.map(([, cell]) => cell(page)))];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const pad = (cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]));
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}

/** One line per missed budget. */
export function formatMisses(misses) {
  return misses
    .map(({ route, metric, actual, limit }) => {
      const shown = Number.isInteger(actual) ? actual : Number(actual.toFixed(3));
      return `${route.startsWith('(') ? route : `/${route}`}: ${metric} ${shown} (budget ${limit})`;
    })
    .join('\n');
}

/** The share of CPU the VM's host took ("steal", /proc/stat's 8th figure) between two readings, or null. */
export function stealShare(before, after) {
  const ticks = (line) => line?.trim().split(/\s+/).slice(1, 9).map(Number);
  const [start, end] = [ticks(before), ticks(after)];
  if (!start || !end || start.length < 8 || end.length < 8 || [...start, ...end].some(Number.isNaN)) return null;
  const total = end.reduce((sum, value, index) => sum + value - start[index], 0);
  return total > 0 ? (end[7] - start[7]) / total : null;
}

/** The code view's budgets (codeBytes.mjs): "Show code", "Show code" plus a first edit, and opening the comparison. */
export function checkCodeBytes(figures, budgets) {
  return [
    ...atMost(figures.route, 'show code KiB', figures.showBytes / 1024, budgets.maxShowCodeKiB),
    ...atMost(figures.route, 'show + first edit KiB', figures.showAndEditBytes / 1024, budgets.maxShowAndFirstEditKiB),
    ...atMost(figures.route, 'opening the comparison KiB', figures.compareBytes / 1024, budgets.maxCompareOpenKiB),
  ];
}

/** Each budgeted hostile address's longest task (hostile-links.mjs) against maxHostileLinkTaskMs. */
export function checkHostileLinks(figures, budgets) {
  return figures.cases
    .filter((entry) => entry.budgeted)
    .flatMap((entry) =>
      atMost(`${figures.route} (${entry.name})`, 'longest task ms', entry.longestMs, budgets.maxHostileLinkTaskMs),
    );
}

/** The hostile addresses' longest tasks; the browser reports only tasks over 50 ms. */
export function formatHostileLinks(figures) {
  const ms = (value) => (value === 0 ? '<50 ms' : `${Math.round(value)} ms`);
  return [
    `hostile share addresses on /${figures.route}, longest main-thread task (median of runs; the runs):`,
    ...figures.cases.map(
      (entry) => `  ${ms(entry.longestMs).padStart(8)}  ${entry.name} (${entry.runsMs.map(ms).join(', ')})`,
    ),
  ].join('\n');
}

/** A release's part of the live demos' runner, `runner.<release>.<hash>.js`. */
export const RELEASE_PART = /^runner\.(\d+\.\d+\.\d+)\.[0-9a-f]{8}\.js$/;

/** Each release's part of the runner, gzipped, against maxRunnerReleasePartKiB. */
export function checkReleaseParts(parts, budgets) {
  return parts
    .filter((part) => RELEASE_PART.test(part.file))
    .flatMap((part) =>
      atMost(
        `sandbox/${part.file}`,
        'runner release part KiB (gz)',
        part.gzipBytes / 1024,
        budgets.maxRunnerReleasePartKiB,
      ),
    );
}

/** The code view's figures, with each response they count. */
export function formatCodeBytes(figures) {
  const list = (responses) =>
    responses.map((response) => `    ${kib(response.bytes).padStart(10)}  ${new URL(response.url).pathname}`);
  return [
    `code view of /${figures.route}:`,
    `  show code: ${kib(figures.showBytes)}`,
    ...list(figures.show),
    `  show + first edit: ${kib(figures.showAndEditBytes)}`,
    ...list(figures.edit),
    `  opening the comparison, until both sides are measured: ${kib(figures.compareBytes)}`,
    ...list(figures.compare),
  ].join('\n');
}

/** The phases between plugins/bench/buildPhases.ts's marks (seconds, CPU seconds), then the rest of `totalSeconds`. */
export function buildPhases(marks, totalSeconds) {
  const since = (index, key) => Number((marks[index][key] - (marks[index - 1]?.[key] ?? 0)).toFixed(2));
  const phases = marks.map(({ phase, cpu }, index) => ({
    phase,
    seconds: since(index, 'at'),
    ...(cpu === undefined ? {} : { cpuSeconds: since(index, 'cpu') }),
  }));
  const last = marks.at(-1)?.at ?? 0;
  if (marks.length > 0 && totalSeconds > last) {
    phases.push({ phase: 'exit (and npx)', seconds: Number((totalSeconds - last).toFixed(2)) });
  }
  return phases;
}

/** The phases as an aligned list with each one's share of the total. */
export function formatPhases(phases) {
  const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
  const width = Math.max(...phases.map(({ phase }) => phase.length));
  return phases
    .map(
      ({ phase, seconds, cpuSeconds }) =>
        `  ${phase.padEnd(width)}  ${seconds.toFixed(1).padStart(6)} s  ${((seconds / total) * 100).toFixed(0).padStart(3)} %` +
        (cpuSeconds === undefined ? '' : `  (CPU ${cpuSeconds.toFixed(1)} s)`),
    )
    .join('\n');
}
