/**
 * The pure half of `npm run bench`: reading a Lighthouse result, choosing the median of
 * several runs, checking the budgets (scripts/bench/budgets.json) and printing the table.
 * No file system, no browser: scripts/bench.mjs does those and hands the data here.
 */

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

/**
 * Whether a measurement was taken on a quiet machine: the VM host took at most `maxSteal` of the
 * CPU while it ran. An unknown steal (null: not Linux) counts as quiet, as nothing says otherwise.
 */
export function isQuiet(run, maxSteal) {
  return run.cpuSteal === null || run.cpuSteal === undefined || run.cpuSteal <= maxSteal;
}

/**
 * Whether to measure once more: fewer than `wanted` quiet runs so far and fewer than
 * `maxAttempts` runs in all. A run the host disturbed is repeated instead of counted, since its
 * timings measure the neighbours, not the page; the cap keeps a busy host from stalling the bench.
 */
export function needsAnotherRun(runs, { wanted, maxSteal, maxAttempts }) {
  return runs.filter((run) => isQuiet(run, maxSteal)).length < wanted && runs.length < maxAttempts;
}

/**
 * The runs the median is taken from: the quiet ones (at most `wanted`, the first taken). When the
 * attempts ran out first, the least disturbed of the others fill up to `wanted`, so a page always
 * gets a figure; `disturbed` counts those, and the bench prints it next to the page.
 */
export function keptRuns(runs, { wanted, maxSteal }) {
  const quiet = runs.filter((run) => isQuiet(run, maxSteal)).slice(0, wanted);
  const fill = runs
    .filter((run) => !isQuiet(run, maxSteal))
    .sort((a, b) => a.cpuSteal - b.cpuSteal)
    .slice(0, Math.max(0, wanted - quiet.length));
  return { runs: [...quiet, ...fill], disturbed: fill.length };
}

/**
 * Of two rounds of audits of one page, the one with fewer disturbed runs (the first on a tie),
 * whatever their figures say: the choice must not depend on which round looks better.
 */
export function lessDisturbed(first, second) {
  return (second.disturbedRuns ?? 0) < (first.disturbedRuns ?? 0) ? second : first;
}

/** The run with the median performance score (the lower middle one for an even count). */
export function pickMedianRun(runs) {
  if (runs.length === 0) throw new Error('pickMedianRun needs at least one run');
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Every budget a result misses: `{ route, metric, actual, limit }`, empty when all hold.
 * `pages` is `[{ route, score, lcpMs, tbtMs, cls, scriptBytes }]`; `buildSeconds` may be
 * null when the build was skipped, and is then not checked. `search` (optional) has per
 * language the gzipped bytes opening search downloads (`sizes`) and a keystroke's CPU time
 * (`keystrokes`, its 95th percentile). A NaN figure (an audit that did not produce a number)
 * counts as a miss.
 */
export function checkBudgets({ pages, buildSeconds, search }, budgets) {
  const misses = [];
  const atLeast = (route, metric, actual, limit) => {
    if (!(actual >= limit)) misses.push({ route, metric, actual, limit });
  };
  const atMost = (route, metric, actual, limit) => {
    if (!(actual <= limit)) misses.push({ route, metric, actual, limit });
  };
  for (const page of pages) {
    atLeast(page.route, 'performance', page.score, budgets.minPerformanceScore);
    atMost(page.route, 'LCP ms', page.lcpMs, budgets.maxLcpMs);
    atMost(page.route, 'TBT ms', page.tbtMs, budgets.maxTbtMs);
    atMost(page.route, 'CLS', page.cls, budgets.maxCls);
    atMost(page.route, 'script KiB', page.scriptBytes / 1024, budgets.maxFirstLoadScriptKiB);
  }
  if (buildSeconds !== null && buildSeconds !== undefined) {
    atMost('(build)', 'build s', buildSeconds, budgets.maxBuildSeconds);
  }
  // opening search (index + code, gzipped) and a keystroke's search, per language
  for (const { locale, total } of search?.sizes ?? []) {
    atMost(`(search ${locale})`, 'opening KiB', total / 1024, budgets.maxSearchOpenKiB);
  }
  for (const { locale, cpu } of search?.keystrokes ?? []) {
    atMost(`(search ${locale})`, 'keystroke ms', cpu.p95Ms, budgets.maxSearchKeystrokeMs);
  }
  return misses;
}

const COLUMNS = [
  ['route', (page) => `/${page.route}`],
  ['perf', (page) => page.score.toFixed(2)],
  ['LCP ms', (page) => Math.round(page.lcpMs).toString()],
  ['TBT ms', (page) => Math.round(page.tbtMs).toString()],
  ['CLS', (page) => page.cls.toFixed(3)],
  ['script KiB', (page) => (page.scriptBytes / 1024).toFixed(1)],
  // Lighthouse runs taken, and how many of the kept ones the VM host disturbed (none: blank)
  [
    'runs',
    (page) =>
      page.attempts === undefined
        ? ''
        : `${page.attempts}${page.disturbedRuns ? `, ${page.disturbedRuns} busy` : ''}`,
  ],
];

/** A plain-text table, one row per page, numbers right-aligned, trailing blanks trimmed. */
export function formatTable(pages) {
  const rows = [
    COLUMNS.map(([title]) => title),
    ...pages.map((page) => COLUMNS.map(([, cell]) => cell(page))),
  ];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
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

/**
 * The share of CPU time a virtual machine's host took for other guests ("steal") between two
 * readings of the first line of Linux's /proc/stat (`cpu user nice system idle iowait irq
 * softirq steal …`, in clock ticks). Lighthouse's timings stretch with it, so the bench reports
 * it next to the figures. null when either reading is missing (not Linux) or no time passed.
 */
export function stealShare(before, after) {
  const ticks = (line) => line?.trim().split(/\s+/).slice(1, 9).map(Number);
  const start = ticks(before);
  const end = ticks(after);
  if (
    !start ||
    !end ||
    start.length < 8 ||
    end.length < 8 ||
    [...start, ...end].some(Number.isNaN)
  ) {
    return null;
  }
  const total = end.reduce((sum, value, index) => sum + value - start[index], 0);
  return total > 0 ? (end[7] - start[7]) / total : null;
}

/**
 * The code view's budgets (scripts/bench/codeBytes.mjs): the KiB that "Show code" downloads,
 * and "Show code" plus a first edit. Misses in checkBudgets' shape.
 */
export function checkCodeBytes(figures, budgets) {
  const misses = [];
  const check = (metric, bytes, limit) => {
    if (!(bytes / 1024 <= limit)) misses.push({ route: figures.route, metric, actual: bytes / 1024, limit });
  };
  check('show code KiB', figures.showBytes, budgets.maxShowCodeKiB);
  check('show + first edit KiB', figures.showAndEditBytes, budgets.maxShowAndFirstEditKiB);
  return misses;
}

/**
 * The hostile share addresses' budget (scripts/bench/hostile-links.mjs): each budgeted address's
 * longest main-thread task (the median run's) against budgets.maxHostileLinkTaskMs. A NaN figure
 * counts as a miss. Misses in checkBudgets' shape.
 */
export function checkHostileLinks(figures, budgets) {
  return figures.cases
    .filter((entry) => entry.budgeted && !(entry.longestMs <= budgets.maxHostileLinkTaskMs))
    .map((entry) => ({
      route: `${figures.route} (${entry.name})`,
      metric: 'longest task ms',
      actual: entry.longestMs,
      limit: budgets.maxHostileLinkTaskMs,
    }));
}

/**
 * The hostile addresses' longest tasks, one line each with every run's, for the bench's output.
 * The browser reports only tasks over 50 ms, so a run without any shows as "<50 ms".
 */
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

/**
 * Each release's part of the runner, gzipped (`{ file, gzipBytes }` from the build's sandbox
 * folder), against budgets.maxRunnerReleasePartKiB. Misses in checkBudgets' shape.
 */
export function checkReleaseParts(parts, budgets) {
  return parts
    .filter((part) => RELEASE_PART.test(part.file) && !(part.gzipBytes / 1024 <= budgets.maxRunnerReleasePartKiB))
    .map((part) => ({
      route: `sandbox/${part.file}`,
      metric: 'runner release part KiB (gz)',
      actual: part.gzipBytes / 1024,
      limit: budgets.maxRunnerReleasePartKiB,
    }));
}

/** The code view's figures, with each response they count, for the bench's output. */
export function formatCodeBytes(figures) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const list = (responses) =>
    responses.map((response) => `    ${kib(response.bytes).padStart(10)}  ${new URL(response.url).pathname}`);
  return [
    `code view of /${figures.route}:`,
    `  show code: ${kib(figures.showBytes)}`,
    ...list(figures.show),
    `  show + first edit: ${kib(figures.showAndEditBytes)}`,
    ...list(figures.edit),
  ].join('\n');
}

/**
 * The build's phases from the marks plugins/bench/buildPhases.ts writes (`{ phase, at, cpu }`,
 * seconds since the build process started and CPU seconds it had used): each phase's seconds
 * (and `cpuSeconds` when the marks have CPU times), and what follows the last mark up to the
 * whole build's `totalSeconds` (npx's own start included).
 */
export function buildPhases(marks, totalSeconds) {
  const phases = marks.map(({ phase, at, cpu }, index) => ({
    phase,
    seconds: Number((at - (marks[index - 1]?.at ?? 0)).toFixed(2)),
    ...(cpu === undefined ? {} : { cpuSeconds: Number((cpu - (marks[index - 1]?.cpu ?? 0)).toFixed(2)) }),
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
