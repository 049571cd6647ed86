/**
 * The pure half of the upstream comparison and of the first-load budgets per page kind: medians,
 * ratios, their budgets, and which pages have a size changer.
 */
import { posix } from 'node:path';
import { atMost } from './report.mjs';

/** The median of some numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median needs at least one value');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** This site's figure over the reference's, rounded to two decimals; NaN when either is missing. */
export function ratio(site, reference) {
  if (!(site > 0) || !(reference > 0)) return Number.NaN;
  return Math.round((site / reference) * 100) / 100;
}

/** Each ratio: its key, its metric, its budget and its title in the printout. */
const RATIO_BUDGETS = [
  ['build', 'cold build ratio', 'buildRatio', 'cold dumi build'],
  ['devStart', 'cold dev start ratio', 'devStartRatio', 'cold dumi dev to the first demo page'],
];

/** The ratios against buildRatio and devStartRatio; a NaN ratio misses, an absent budget is not checked. */
export function checkReferenceRatios(ratios, budgets) {
  return RATIO_BUDGETS.flatMap(([key, metric, budget]) =>
    budgets[budget] === undefined ? [] : atMost('(reference)', metric, ratios[key], budgets[budget]),
  );
}

/** The median demo edit against maxDemoEditMs; NaN (none measured) misses. */
export function checkDemoEdit(editMs, { maxDemoEditMs: limit }) {
  return limit === undefined ? [] : atMost('(dev server)', 'demo edit shown, ms', editMs, limit);
}

/** ` (budget 1.5: holds)` or `: missed`, nothing without a budget. */
const verdict = (actual, limit, unit = '') =>
  limit === undefined ? '' : ` (budget ${limit}${unit}: ${actual <= limit ? 'holds' : 'missed'})`;

/** The comparison as printed: each run, the medians and ratios (wall and CPU), and the demo edits. */
export function formatReference(result, budgets) {
  const list = (times) => times.map((time) => time.toFixed(1)).join(', ');
  // a half not run (BENCH_REFERENCE_STEPS) is left out; the CPU times carry no budget
  const rows = (cpu) => ([key, , budget, title]) => {
    const [times, medians, ratios] = cpu
      ? [result.cpu, result.cpuMedians, result.cpuRatios]
      : [result, result.medians, result.ratios];
    if (!times?.[key].site.length || !medians) return [];
    const { reference, site } = medians[key];
    return [
      `  ${cpu ? 'CPU time, ' : ''}${title}: upstream ${list(times[key].reference)} s, this site ${list(times[key].site)} s`,
      `    medians ${reference.toFixed(1)} s and ${site.toFixed(1)} s, ratio ${ratios[key]}${cpu ? '' : verdict(ratios[key], budgets[budget])}`,
    ];
  };
  const editRows = () => {
    if (!result.demoEditMs?.length) return [];
    const shown = result.medians.demoEditMs;
    return [
      `  demo edit to the open page, this site: ${result.demoEditMs.map((ms) => (Number.isFinite(ms) ? Math.round(ms) : 'not shown')).join(', ')} ms`,
      `    median ${Number.isFinite(shown) ? `${Math.round(shown)} ms` : 'not shown'}${verdict(shown, budgets.maxDemoEditMs, ' ms')}`,
    ];
  };
  return [
    `against the upstream site (${result.rounds} alternating round(s), caches removed before each run):`,
    ...RATIO_BUDGETS.flatMap(rows(false)),
    ...RATIO_BUDGETS.flatMap(rows(true)),
    ...editRows(),
  ].join('\n');
}

/** The route of a Markdown page under docs/ (`demo/basic.zh-CN.md` → `zh-CN/demo/basic`). */
export function routeOfPage(file) {
  const match = /^(.*?)(?:\.\$tab-[^.]+)?(?:\.(zh-CN))?\.md$/.exec(file);
  if (!match) return null;
  const page = match[1] === 'index' ? '' : match[1].replace(/\/index$/, '');
  return match[2] ? [match[2], page].filter(Boolean).join('/') : page;
}

/** The demo files a Markdown page embeds (`<code src="…">`), relative to docs/. */
export function demoSources(file, markdown) {
  return [...markdown.matchAll(/<code\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => posix.join(posix.dirname(file), src));
}

/** The module specifiers a source file imports (static imports, re-exports and `import()`). */
export function importsOf(source) {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map(([, spec]) => spec);
}

/** A specifier that brings a size changer: rc-select itself, or the demos' wrapper of it. */
const SIZE_CHANGER = /^rc-select$|(?:^|\/)page-size-select(?:\.[jt]sx?)?$/;
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** Whether a module reaches a size changer through its relative imports; `read(path)` gives a file or undefined. */
export function reachesSizeChanger(file, read, seen = new Set()) {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  if (source === undefined) return false;
  return importsOf(source).some((spec) => {
    if (SIZE_CHANGER.test(spec)) return true;
    if (!spec.startsWith('.')) return false;
    const base = posix.join(posix.dirname(file), spec);
    const target = EXTENSIONS.map((ext) => base + ext).find((candidate) => read(candidate) !== undefined);
    return target !== undefined && reachesSizeChanger(target, read, seen);
  });
}

/** `{ [route]: 'sizeChanger' | 'plain' }` from the Markdown pages under docs/ and their demos (tabs' included). */
export function pageKinds(pages, read) {
  const kinds = {};
  for (const page of pages) {
    const route = routeOfPage(page);
    if (route === null) continue;
    const markdown = read(`docs/${page}`) ?? '';
    const withChanger = demoSources(page, markdown).some((demo) => reachesSizeChanger(`docs/${demo}`, read));
    kinds[route] = withChanger || kinds[route] === 'sizeChanger' ? 'sizeChanger' : 'plain';
  }
  return kinds;
}

/** Each page's first-load script against its kind's budget; a page of no known kind gets the larger one. */
export function checkFirstLoadByKind(pages, kinds, budgets) {
  const limits = budgets.maxFirstLoadScriptKiBByKind;
  if (!limits) return [];
  return pages.flatMap((page) => {
    const kind = kinds[page.route] ?? 'sizeChanger';
    const limit = limits[kind];
    const actual = page.scriptBytes / 1024;
    const metric = `script KiB (${kind === 'plain' ? 'no size changer' : 'size changer'})`;
    // no script at all is a page that did not load (a busy machine, a broken build), not a light one
    if (actual === 0) return [{ route: page.route, metric: `${metric}: nothing loaded, not measured`, actual, limit }];
    return actual <= limit ? [] : [{ route: page.route, metric, actual, limit }];
  });
}
