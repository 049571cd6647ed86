/**
 * The live-demo sandbox in Firefox ESR, which runs a sandboxed frame on the page's own thread:
 * shared code cannot cover the demo box's controls, write the clipboard, post the page messages
 * it reads, or keep the thread busy by yielding between long tasks. Driven by puppeteer-core
 * over WebDriver BiDi, against the root build in docs-dist (scripts/firefox.mjs runs it).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import puppeteer from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/firefox.mjs';
import { createServer } from '../../scripts/serve.mjs';
import { sharePayload } from '../support/hostilePayloads.mjs';
import {
  BUSY_NATIVE,
  BUSY_WITH_YIELDS,
  CLIPBOARD_REFUSED,
  CLIPBOARD_SWAP,
  COVER_WITH_BODY_ELEMENT,
  countFramePostsRead,
  MESSAGE_FLOOD,
} from '../support/sandboxAttacks.mjs';

const ROUTE = 'demo/basic';
let server;
let browser;
let origin;

before(async () => {
  server = createServer({ dir: 'docs-dist', base: '/' });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}/`;
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, protocol: 'webDriverBiDi' });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Polls `check` until it returns a truthy value; fails with `what` after 30 s (a cold Firefox starts slowly). */
async function until(check, what) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the basic page with `code` shared as its first demo and runs it; returns the page. */
async function runShared(code, prepare = async () => undefined) {
  const page = await browser.newPage();
  await prepare(page);
  await page.goto(`${origin}${ROUTE}`);
  const id = await until(() => page.evaluate(() => document.querySelector('.rcp-previewer')?.id), 'the first demo box');
  await page.goto('about:blank');
  await page.goto(`${origin}${ROUTE}#${id}~${sharePayload({ 'index.tsx': code })}`);
  const run = await until(() => page.$(`[id="${id}"] .rcp-sandbox-shared button`), 'the Run button');
  await run.click();
  return { page, id };
}

/** The runner frame of the page's first demo box, once its code rendered `text`. */
async function runnerFrame(page, text) {
  return until(async () => {
    for (const frame of page.frames()) {
      if (!frame.url().includes('/sandbox/runner.html')) continue;
      if (await frame.evaluate((wanted) => document.body.innerText.includes(wanted), text).catch(() => false)) return frame;
    }
    return null;
  }, `the frame to show "${text}"`);
}

test('a frame cannot cover the demo box controls with an element it reports as a popup', async () => {
  const { page, id } = await runShared(COVER_WITH_BODY_ELEMENT);
  await runnerFrame(page, 'cover ready');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const covered = await page.evaluate((boxId) => {
    const box = document.getElementById(boxId);
    const controls = [...box.querySelectorAll('a[href], button, select, input, summary')].filter(
      (control) => !control.closest('.rcp-previewer-demo') && control.getClientRects().length > 0,
    );
    return controls.flatMap((control) => {
      control.scrollIntoView({ block: 'center' });
      const rect = control.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit && (hit === control || control.contains(hit)) ? [] : [control.getAttribute('aria-label') ?? control.textContent];
    });
  }, id);
  assert.deepEqual(covered, []);
  await page.close();
});

test("a frame's code cannot write the clipboard in a click the visitor gave it", async () => {
  const { page } = await runShared(CLIPBOARD_SWAP);
  const frame = await runnerFrame(page, 'swap');
  await (await frame.$('button')).click();
  const said = await until(() => frame.evaluate(() => document.querySelector('p')?.textContent !== 'not yet' && document.querySelector('p')?.textContent), 'the outcome');
  assert.equal(said, CLIPBOARD_REFUSED);
  await page.close();
});

test("a frame that posts to the page's window is torn down and its posts are not read", async () => {
  const { page: shared, id } = await runShared(MESSAGE_FLOOD, (page) => page.evaluateOnNewDocument(countFramePostsRead));
  const notice = await until(
    () => shared.evaluate((boxId) => document.getElementById(boxId).querySelector('[role="status"]')?.textContent ?? '', id),
    'the notice',
  );
  assert.match(notice, /outside its channel/);
  assert.equal(await shared.evaluate((boxId) => document.getElementById(boxId).querySelectorAll('iframe').length, id), 0);
  assert.equal(await shared.evaluate(() => window.framePostsRead ?? 0), 0);
  await shared.close();
});

for (const [name, code] of [
  ['code that runs 950 ms, yields and runs again', BUSY_WITH_YIELDS],
  ['code whose every task sorts natively after its first tick', BUSY_NATIVE],
]) {
  test(`${name} is stopped, on the page thread it shares`, async () => {
    const { page, id } = await runShared(code);
    const notice = await until(
      () =>
        page
          .evaluate((boxId) => document.getElementById(boxId).querySelector('[role="status"]')?.textContent ?? '', id)
          .then((text) => /Stopped/.test(text) && text),
      'the stopped notice',
    );
    assert.match(notice, /Stopped: a loop ran too long/);
    await page.close();
  });
}
