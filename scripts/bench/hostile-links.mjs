/**
 * The longest main-thread task each hostile share address of tests/support/hostilePayloads.mjs
 * causes on /demo/basic, from the page's start until its notice shows (or the shown one is edited
 * by four keys), beside the page with no address. A timing, hence a benchmark, not a test.
 */
import { readFileSync } from 'node:fs';
import {
  punctuation,
  sharePayload,
  SHOWN_PUNCTUATION,
  TOO_LARGE_PAYLOADS,
} from '../../tests/support/hostilePayloads.mjs';
import { hydrated, launchChromium, runStandalone } from './common.mjs';
import { median } from './reference-report.mjs';
import { checkHostileLinks, formatHostileLinks } from './report.mjs';

export const HOSTILE_LINKS_ROUTE = 'demo/basic';
/** Runs per address (odd: the median is one run's figure), so one disturbed run does not decide. */
const RUNS = 3;
/** After the last step, time for a task still running to end and be reported. */
const SETTLE_MS = 500;
const STRINGS = JSON.parse(readFileSync(new URL('../../.dumi/theme/locales/en-US.json', import.meta.url), 'utf8'));

/** Init script: the page's long tasks (over 50 ms), in milliseconds, from the page's start. */
function recordLongTasks() {
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** The steps after loading each address, until what it must show is shown. */
const untilNotice = async (box) => {
  await box.getByRole('status').filter({ hasText: STRINGS['previewer.live.tooLarge'] }).waitFor();
};
const untilFourKeys = (code) => async (box, page) => {
  await box.getByRole('button', { name: STRINGS['previewer.live.runShared'] }).waitFor();
  const block = box.locator('.prism-code').first();
  await block.filter({ hasText: code.slice(0, 50) }).waitFor();
  await block.click({ position: { x: 5, y: 5 } });
  const editor = box.getByRole('textbox');
  await editor.waitFor();
  for (const key of ['x', 'y', 'Enter', 'z']) await page.keyboard.press(key);
  await page.waitForFunction(
    ([element, length]) => element.value.length === length,
    [await editor.elementHandle(), code.length + 4],
  );
};

/** The addresses measured: `{ name, payload, steps, budgeted }` (payload null: no share address). */
function cases() {
  const shown = punctuation(SHOWN_PUNCTUATION);
  return [
    { name: 'no share address (for comparison)', payload: null, steps: async () => {}, budgeted: false },
    ...TOO_LARGE_PAYLOADS.map(([name, payload]) => ({ name, payload: payload(), steps: untilNotice, budgeted: true })),
    {
      name: `${SHOWN_PUNCTUATION.toLocaleString('en-US')} characters of punctuation, shown, edited (4 keys)`,
      payload: sharePayload({ 'index.tsx': shown }),
      steps: untilFourKeys(shown),
      budgeted: true,
    },
  ];
}

/** One run: the longest task, in ms, of a fresh context's page opened at `address`. */
async function longestTask(browser, address, id, steps) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    await page.goto(address);
    await hydrated(page);
    await steps(page.locator(`[id="${id}"]`), page);
    await page.waitForTimeout(SETTLE_MS);
    return Math.max(0, ...(await page.evaluate(() => window.__longTasks)));
  } finally {
    await context.close();
  }
}

/** `{ route, cases: [{ name, budgeted, runsMs, longestMs }] }` for the build served at `origin`. */
export async function measureHostileLinks(origin) {
  const url = `${origin}/${HOSTILE_LINKS_ROUTE}`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await hydrated(page);
    const id = await page.locator('.rcp-previewer').first().getAttribute('id');
    await page.close();
    const results = [];
    for (const { name, payload, steps, budgeted } of cases()) {
      const address = payload === null ? url : `${url}#${id}~${payload}`;
      const runsMs = [];
      for (let run = 0; run < RUNS; run += 1) runsMs.push(await longestTask(browser, address, id, steps));
      results.push({ name, budgeted, runsMs, longestMs: median(runsMs) });
    }
    return { route: HOSTILE_LINKS_ROUTE, cases: results };
  } finally {
    await browser.close();
  }
}

void runStandalone(import.meta.url, { measure: measureHostileLinks, format: formatHostileLinks, check: checkHostileLinks });
