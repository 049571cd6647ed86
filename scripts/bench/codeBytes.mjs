/**
 * The bytes (headers and gzipped bodies, the frames' included) "Show code", a first edit and
 * opening "Compare releases" download (maintainers/code-view.md).
 */
import { readFileSync } from 'node:fs';
import { hydrated, launchChromium, runStandalone } from './common.mjs';
import { checkCodeBytes, formatCodeBytes } from './report.mjs';

/** The demo measured: the first of the basic page, whose preview prints its last total. */
export const CODE_BYTES_ROUTE = 'demo/basic';
const SOURCE = new URL('../../docs/demo/demos/basic.tsx', import.meta.url);
const QUIET_MS = 500;

/** Resolves once no request of the page has been in flight for QUIET_MS. */
function quiet(tracker) {
  return new Promise((resolve) => {
    const check = () => {
      if (tracker.inFlight === 0 && Date.now() - tracker.lastChange >= QUIET_MS) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Follows every request of a page: how many are in flight, and what each finished one weighed. */
function trackRequests(page) {
  const tracker = { inFlight: 0, lastChange: Date.now(), finished: [], pending: [] };
  const settle = () => {
    tracker.inFlight -= 1;
    tracker.lastChange = Date.now();
  };
  page.on('request', () => {
    tracker.inFlight += 1;
    tracker.lastChange = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    const sized = request.sizes().then(
      (sizes) =>
        tracker.finished.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }),
      () => tracker.finished.push({ url: request.url(), bytes: 0 }),
    );
    tracker.pending.push(sized);
    settle();
  });
  /** The responses finished since the last call. */
  tracker.take = async () => {
    await Promise.all(tracker.pending);
    const taken = tracker.finished;
    tracker.finished = [];
    tracker.pending = [];
    return taken;
  };
  return tracker;
}

/** A new page of the route, loaded and quiet, its first demo box, and its requests from now on. */
async function freshPage(browser, origin) {
  const page = await browser.newPage();
  const tracker = trackRequests(page);
  await page.goto(`${origin}/${CODE_BYTES_ROUTE}`);
  await hydrated(page);
  await quiet(tracker);
  await tracker.take();
  return { page, tracker, box: page.locator('.rcp-previewer').first() };
}

/** What a fresh page loads from "Compare releases" until both sides are measured (the view, two frames, axe-core in each). */
async function compareResponses(browser, origin) {
  const { page, tracker, box } = await freshPage(browser, origin);
  await box.getByRole('button', { name: 'Compare releases' }).click();
  for (const side of await box.locator('.rcp-compare-side').all()) await side.getByText(/^Tab stops: /).waitFor({ timeout: 60_000 });
  await quiet(tracker);
  const compare = await tracker.take();
  await page.close();
  return compare;
}

const total = (responses) => responses.reduce((sum, response) => sum + response.bytes, 0);

/** `{ route, showBytes, showAndEditBytes, compareBytes, show: [{ url, bytes }], edit, compare }` for the build served at `origin`. */
export async function measureCodeBytes(origin) {
  const source = readFileSync(SOURCE, 'utf8').trim();
  const edited = source.replace('[25, 120, 500]', '[25, 120, 777]');
  if (edited === source) throw new Error('codeBytes: basic.tsx no longer has the totals [25, 120, 500]');
  const browser = await launchChromium();
  try {
    const { tracker, box } = await freshPage(browser, origin);
    await box.getByRole('button', { name: 'Show code' }).click();
    await box.locator('.rcp-previewer-source .prism-code[class*="language-"]').waitFor();
    await quiet(tracker);
    const show = await tracker.take();

    await box.getByRole('button', { name: 'Edit code' }).click();
    await box.getByRole('textbox', { name: "Edit the demo's code" }).fill(edited);
    // the edited demo runs in the sandbox frame (src/sandbox)
    await box.frameLocator('iframe.rcp-sandbox-frame').getByText('777 items', { exact: true }).waitFor();
    await quiet(tracker);
    const edit = await tracker.take();
    const compare = await compareResponses(browser, origin);
    return {
      route: CODE_BYTES_ROUTE,
      showBytes: total(show),
      showAndEditBytes: total(show) + total(edit),
      compareBytes: total(compare),
      show,
      edit,
      compare,
    };
  } finally {
    await browser.close();
  }
}

void runStandalone(import.meta.url, { measure: measureCodeBytes, format: formatCodeBytes, check: checkCodeBytes });
