import type { Locator, Page } from '@playwright/test';
import { expect, visit as test, waitForApp } from './support';
import { MAX_POPUP_HEIGHT } from '../../src/sandbox/frameBox';
import { demoId, openFirstDemoCode, replaceCode, ROUTE, shareAddress, SHOWN_FRAME } from './sandboxSupport';
import {
  BUSY_WITH_YIELDS,
  CLIPBOARD_REFUSED,
  CLIPBOARD_SWAP,
  COVER_WITH_BODY_ELEMENT,
  COVER_WITH_MARGIN,
  countFramePostsRead,
  BUSY_NATIVE,
  EVENT_THIEF,
  MESSAGE_FLOOD,
  PORT_THIEF,
  SELECTION_SWAP,
  TALL_TRAP,
} from '../support/sandboxAttacks.mjs';

/**
 * What the frame's code must not reach outside its own box: the page's controls (a frame drawn
 * over them takes their clicks), the clipboard, the page's thread through messages, the
 * visitor's keys, and a second run without consent. Shared code must read as it runs. This spec
 * runs in the `root` project and again in `shared-process`, with the frame on the page's thread.
 */

const STOPPED_BY_MESSAGES = 'Stopped: the code posted messages to this page outside its channel';

/** Every control of the demo's box outside the demo itself, visible now. */
async function boxControls(box: Locator): Promise<Locator[]> {
  const controls = box.locator(':is(a[href], button, select, input, summary):not(.rcp-previewer-demo *)');
  const visible: Locator[] = [];
  for (const control of await controls.all()) if (await control.isVisible()) visible.push(control);
  return visible;
}

/** The controls whose centre, as the browser hit-tests it, is not the control itself. */
async function coveredControls(page: Page, controls: Locator[]): Promise<string[]> {
  const covered: string[] = [];
  for (const control of controls) {
    const hit = await control.evaluate((element) => {
      // in the middle of the window, clear of the sticky header and code bar
      element.scrollIntoView({ block: 'center' });
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return !!top && (element === top || element.contains(top));
    });
    if (!hit) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

const COVERS: [string, string][] = [
  ['a transparent element added to the body, below the demo, reported as a popup', COVER_WITH_BODY_ELEMENT],
  ["the demo's own content drawn below its flow (a tall block taken back by its margin)", COVER_WITH_MARGIN],
];

for (const [name, code] of COVERS) {
  test(`the frame never covers its box's controls: ${name}`, async ({ page }) => {
    const box = await openFirstDemoCode(page);
    const controls = await boxControls(box);
    expect(controls.length).toBeGreaterThan(5);
    await replaceCode(page, code);
    await expect(box.frameLocator(SHOWN_FRAME).getByText('cover ready')).toBeVisible();
    const frame = box.locator(SHOWN_FRAME);
    // the frame draws its flow (under 200 px here) and at most a select list's height below it
    const drawn = await frame.evaluate((element) => element.getBoundingClientRect().height);
    expect(drawn).toBeLessThanOrEqual(200 + MAX_POPUP_HEIGHT);
    await expect.poll(() => coveredControls(page, controls)).toEqual([]);
    // a click on "Show code" reaches the page: the code section closes
    await box.getByRole('button', { name: 'Hide code' }).click();
    await expect(box.getByRole('button', { name: 'Show code' })).toBeVisible();
  });
}

test("the frame's code cannot write the clipboard, even in a click the visitor gave it", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const box = await openFirstDemoCode(page);
  await page.evaluate(() => navigator.clipboard.writeText('the site put this here'));
  await replaceCode(page, CLIPBOARD_SWAP);
  const frame = box.frameLocator(SHOWN_FRAME);
  await frame.getByRole('button', { name: 'swap' }).click();
  await expect(frame.getByText(/^copy: /)).toHaveText(CLIPBOARD_REFUSED);
  // what the visitor pastes into the site is still what the site put there
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(search).toHaveValue('the site put this here');
  expect(await box.locator(SHOWN_FRAME).getAttribute('allow')).toMatch(/clipboard-write 'none'/);
});

test("a frame that posts to the page's window is torn down, and the page never reads what it posted", async ({ page }) => {
  // count the page's reads of messages that came from another window (a frame's post to `top`)
  await page.addInitScript(countFramePostsRead);
  const box = await openFirstDemoCode(page);
  await replaceCode(page, MESSAGE_FLOOD);
  await expect(box.getByRole('status').filter({ hasText: STOPPED_BY_MESSAGES })).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { framePostsRead?: number }).framePostsRead ?? 0)).toBe(0);
  // the next edit runs again
  await replaceCode(page, 'export default function Calm() {\n  return <p>calm again</p>;\n}\n');
  await expect(box.frameLocator(SHOWN_FRAME).getByText('calm again')).toBeVisible();
});

for (const [name, thief] of [
  ['by replacing what the runner calls (Reflect.apply, postMessage, a message\'s data)', PORT_THIEF],
  ['through window.event, from globals the runner calls while it reads a message', EVENT_THIEF],
] as const) {
  test(`the frame's code cannot catch its port ${name}`, async ({ page }) => {
    const box = await openFirstDemoCode(page);
    await replaceCode(page, thief);
    const frame = box.frameLocator(SHOWN_FRAME);
    await expect(frame.getByRole('button', { name: 'not yet' })).toBeVisible();
    // a message each way through the port: the colour switch, and the pings' answers
    await page.getByRole('group', { name: 'Color mode' }).getByRole('button', { name: 'Dark' }).click();
    await expect(frame.locator('html')).toHaveAttribute('data-prefers-color', 'dark');
    await page.waitForTimeout(600);
    await frame.getByRole('button', { name: 'not yet' }).click();
    await expect(frame.getByRole('button', { name: /^posted through / })).toBeVisible();
    // a "moved" through the runner's port would tear the frame down at once
    await page.waitForTimeout(1000);
    await expect(box.locator(SHOWN_FRAME)).toHaveCount(1);
    await expect(box.getByText('changed the demo frame', { exact: false })).toHaveCount(0);
  });
}

test("a popup area clamped to its box is clamped again when the box shrinks: what follows the box gets its clicks", async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, TALL_TRAP);
  await expect(box.frameLocator(SHOWN_FRAME).getByText('trap:')).toBeVisible();
  await box.getByRole('button', { name: 'Hide code' }).click();
  const next = page.locator('.rcp-previewer').nth(1).locator(':is(input, button, a[href]):not(.rcp-previewer-demo *)').first();
  await expect
    .poll(() =>
      next.evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        const rect = element.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return !!hit && (hit === element || element.contains(hit));
      }),
    )
    .toBe(true);
  // the frame's new area arrives through its port: on the page's thread (shared-process), a moment later
  const overhang = async () => {
    const frameBottom = await box.locator(SHOWN_FRAME).evaluate((frame) => frame.getBoundingClientRect().bottom);
    return frameBottom - (await box.evaluate((element) => element.getBoundingClientRect().bottom));
  };
  await expect.poll(overhang).toBeLessThanOrEqual(1);
});

test("a copy in the frame takes nothing the frame's code chose: the clipboard keeps the site's text", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const box = await openFirstDemoCode(page);
  await page.evaluate(() => navigator.clipboard.writeText('the site put this here'));
  await replaceCode(page, SELECTION_SWAP);
  const shown = box.frameLocator(SHOWN_FRAME).getByText('npm install rc-pagination');
  await shown.click({ clickCount: 3 });
  await page.keyboard.press('ControlOrMeta+C');
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(search).toHaveValue('the site put this here');
});

test('code whose every task sorts natively after its first tick is stopped by the budget over time', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, BUSY_NATIVE);
  await expect(box.getByRole('status').filter({ hasText: 'Stopped: a loop ran too long' })).toBeVisible({ timeout: 20_000 });
});

test('the visitor can still Tab into the frame: the page says so through the port', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, 'export default function Field() {\n  return <input aria-label="inside the frame" />;\n}\n');
  const frame = box.frameLocator(SHOWN_FRAME);
  await expect(frame.getByRole('textbox', { name: 'inside the frame' })).toBeVisible();
  // from the first control after the demo, back into the frame
  await box.locator(':is(button, select, a[href]):not(.rcp-previewer-demo *)').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(frame.getByRole('textbox', { name: 'inside the frame' })).toBeFocused();
  await page.keyboard.type('typed');
  await expect(frame.getByRole('textbox', { name: 'inside the frame' })).toHaveValue('typed');
});

test('code that runs 950 ms, yields and runs again is stopped by the budget over time', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, BUSY_WITH_YIELDS);
  await expect(box.getByRole('status').filter({ hasText: 'Stopped: a loop ran too long' })).toBeVisible();
});

/** Code that reads as a guard for the playground only, and runs its block in the demo too. */
const TROJAN = `export default function Trojan() {
  const mode: string = 'demo';
  let shown = 'safe';
  if (mode !== 'demo\u202e \u2066// playground only\u2069 \u2066') {
    shown = 'the hidden branch ran';
  }
  return <p>{shown}</p>;
}
`;

for (const [language, prefix, warning] of [
  ['English', '', 'invisible characters (U+202E, U+2066, U+2069) on line 4'],
  ['Chinese', 'zh-CN/', '第 4 行含有不可见字符（U+202E, U+2066, U+2069）'],
] as const) {
  test(`a shared link with invisible characters says so above Run and marks each in the code (${language})`, async ({ page }) => {
    const id = await openShared(page, TROJAN, prefix);
    const box = page.locator(`[id="${id}"]`);
    const notice = box.locator('.rcp-sandbox-shared');
    await expect(notice).toContainText(warning);
    const marks = box.locator('.rcp-previewer-source .site-invisible');
    await expect(marks).toHaveCount(4);
    expect(await marks.evaluateAll((found) => found.map((mark) => mark.getAttribute('data-name')))).toEqual([
      'U+202E',
      'U+2066',
      'U+2069',
      'U+2066',
    ]);
    // drawn, where the character stands
    await expect.poll(() => marks.first().evaluate((mark) => getComputedStyle(mark, '::before').content)).toBe('"U+202E"');
  });
}

const RAN = 'export default function Ran() {\n  return <p>shared code ran</p>;\n}\n';

/** Opens the basic page's first demo from a share address of `code` (or RAN); returns its id. */
async function openShared(page: Page, code = RAN, prefix = ''): Promise<string> {
  await page.goto(`${prefix}${ROUTE}`);
  await waitForApp(page);
  const id = await demoId(page);
  await page.goto('about:blank');
  await page.goto(`${prefix}${shareAddress(id, code)}`);
  await waitForApp(page);
  return id;
}

test('a line separator that ends a comment in JavaScript, yet draws no new line, is marked and named', async ({ page }) => {
  const id = await openShared(page, "let label = 'safe';\n// a note\u2028label = 'ran';\nexport default function Note() {\n  return <p>{label}</p>;\n}\n");
  const box = page.locator(`[id="${id}"]`);
  await expect(box.locator('.rcp-sandbox-shared')).toContainText('invisible characters (U+2028) on line 2');
  await expect(box.locator('.rcp-previewer-source .site-invisible[data-name="U+2028"]')).toHaveCount(1);
});

test('the share notice takes no focus: Space and Enter pressed as it appears run nothing', async ({ page }) => {
  const id = await openShared(page);
  const box = page.locator(`[id="${id}"]`);
  const run = box.getByRole('button', { name: 'Run shared code' });
  await expect(run).toBeVisible();
  expect(await run.evaluate((button) => document.activeElement === button)).toBe(false);
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(box.locator('iframe')).toHaveCount(0);
  await expect(run).toBeVisible();
  // reached with Tab, it runs on Enter
  await run.focus();
  await page.keyboard.press('Enter');
  await expect(box.frameLocator(SHOWN_FRAME).getByText('shared code ran')).toBeVisible();
});

test('shared code that ran once waits for a new Run when the visitor comes back, with Discard at hand', async ({ page }) => {
  const id = await openShared(page);
  let box = page.locator(`[id="${id}"]`);
  await box.getByRole('button', { name: 'Run shared code' }).click();
  await expect(box.frameLocator(SHOWN_FRAME).getByText('shared code ran')).toBeVisible();

  await page.goto('about:blank');
  await page.goto(ROUTE);
  await waitForApp(page);
  box = page.locator(`[id="${id}"]`);
  await expect(box.getByRole('button', { name: 'Run shared code' })).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(0);
  const discard = box.getByRole('button', { name: 'Discard edits' });
  await discard.click();
  await expect(box.getByRole('button', { name: 'Run shared code' })).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.locator(`[id="${id}"]`).locator('.rcp-sandbox-shared')).toHaveCount(0);
});
