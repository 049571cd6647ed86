import fs from 'fs';
import LZString from 'lz-string';
import path from 'path';
import type { Page, Request } from '@playwright/test';
import { expect, onConsole, onRequest, visit as test, waitForApp } from './support';

/**
 * Edited and shared code runs only in the sandboxed runner frame (src/sandbox): a share address
 * waits for "Run shared code", hostile code cannot touch the site, an endless loop stops, and
 * the page ignores messages that do not come from its frame. Root and sub-path.
 */
const ROUTE = 'demo/basic';
const DEMO_SELECTOR = '.rcp-previewer';

/** What the hostile shared code tries: the page's title, the site's storage, a credentialed request. */
const HOSTILE = `import React from 'react';
try { top.document.title = 'owned'; } catch (error) {}
try { localStorage.setItem('owned', 'yes'); } catch (error) {}
fetch('/?x', { credentials: 'include' }).catch(() => undefined);
export default function Hostile() {
  return <p>hostile code ran</p>;
}
`;

async function demoId(page: Page): Promise<string> {
  return (await page.locator(DEMO_SELECTOR).first().getAttribute('id')) ?? '';
}

function shareAddress(id: string, code: string): string {
  const payload = LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, files: { 'index.tsx': ['ts', code] } }));
  return `${ROUTE}#${id}~${payload}`;
}

/** The basic page's first demo, its code opened and Edit pressed. */
async function openFirstDemoCode(page: Page) {
  await page.goto(ROUTE);
  await waitForApp(page);
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  return box;
}

async function replaceCode(page: Page, code: string) {
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('textbox', { name: "Edit the demo's code" }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

test('a share address shows the code without running it; Run shared code runs it where it cannot reach the site', async ({
  page,
}) => {
  await page.goto(ROUTE);
  await waitForApp(page);
  const id = await demoId(page);
  const title = await page.title();
  const requests: Request[] = [];
  onRequest(page, (request) => {
    if (new URL(request.url()).search === '?x') requests.push(request);
  });
  const refusals: string[] = [];
  onConsole(page, (message) => {
    if (/connect-src/.test(message.text())) refusals.push(message.text());
  });

  await page.goto('about:blank');
  await page.goto(shareAddress(id, HOSTILE));
  await waitForApp(page);
  const box = page.locator(`[id="${id}"]`);
  const run = box.getByRole('button', { name: 'Run shared code' });
  await expect(run).toBeVisible();
  // the shared code is shown to read, in the demo's code view
  await expect(box.getByRole('region', { name: /^Source code: / })).toContainText("top.document.title = 'owned'");
  // the original demo, and no frame, no request, nothing written
  await expect(box.locator('.rcp-previewer-demo').getByText('500 items', { exact: true })).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(0);
  expect(await page.title()).toBe(title);
  expect(await page.evaluate(() => localStorage.getItem('owned'))).toBeNull();
  expect(requests).toEqual([]);

  await run.click();
  const frame = box.frameLocator('iframe[sandbox="allow-scripts"]');
  await expect(frame.getByText('hostile code ran')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Run shared code' })).toHaveCount(0);
  expect(await page.title()).toBe(title);
  expect(await page.evaluate(() => localStorage.getItem('owned'))).toBeNull();
  // blocked by the runner's connect-src 'none'; had it gone, it would carry Origin: null
  await expect.poll(() => refusals.length + requests.length).toBeGreaterThan(0);
  for (const request of requests) expect(await request.headerValue('origin')).toBe('null');
  expect(await box.locator('iframe').getAttribute('sandbox')).toBe('allow-scripts');
});

test('the Chinese page names the button in Chinese', async ({ page }) => {
  await page.goto(`zh-CN/${ROUTE}`);
  await waitForApp(page);
  const id = await demoId(page);
  await page.goto('about:blank');
  await page.goto(`zh-CN/${shareAddress(id, HOSTILE)}`);
  await waitForApp(page);
  await expect(page.locator(`[id="${id}"]`).getByRole('button', { name: '运行分享的代码' })).toBeVisible();
});

test('an endless loop stops: the page stays responsive, the demo says so, the next edit runs', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, 'export default function Spin() {\n  while (true) {}\n  return null;\n}\n');
  // while the code runs and the guard stops it, the page answers every evaluate within 2 s
  const stopped = box.getByRole('status').filter({ hasText: 'Stopped: a loop ran too long' });
  let slowest = 0;
  for (let turn = 0; turn < 100 && !(await stopped.isVisible()); turn += 1) {
    const started = Date.now();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    slowest = Math.max(slowest, Date.now() - started);
  }
  await expect(stopped).toBeVisible();
  expect(slowest, 'the longest wait for the page to answer, in ms').toBeLessThan(2000);

  await replaceCode(page, "export default function Fine() {\n  return <p>fine again</p>;\n}\n");
  await expect(box.frameLocator('iframe').getByText('fine again')).toBeVisible();
  await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toHaveCount(0);
});

test('endless recursion stops too', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, 'function down(n: number): number {\n  return down(n + 1);\n}\nexport default function Deep() {\n  down(0);\n  return null;\n}\n');
  await expect(box.getByRole('status').filter({ hasText: 'Stopped: a loop ran too long' })).toBeVisible();
});

test('a message posted to the page from another frame changes nothing', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, "export default function Edited() {\n  return <p>edited demo</p>;\n}\n");
  const frame = box.locator('iframe');
  await expect(box.frameLocator('iframe').getByText('edited demo')).toBeVisible();
  const height = await frame.evaluate((element) => element.getBoundingClientRect().height);
  const title = await page.title();

  // another runner frame, sandboxed like ours (its origin is 'null' too), posts what ours would, and worse
  await page.evaluate((src) => {
    const other = document.createElement('iframe');
    other.id = 'hostile';
    other.setAttribute('sandbox', 'allow-scripts');
    other.src = src;
    document.body.appendChild(other);
  }, (await frame.getAttribute('src'))!);
  const hostile = (await (await page.locator('#hostile').elementHandle())!.contentFrame())!;
  await hostile.waitForLoadState('load');
  const delivered = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // added after the page's own listener: resolves once that one has seen every message
        const other = document.getElementById('hostile') as HTMLIFrameElement;
        window.addEventListener('message', (event) => {
          if (event.source === other.contentWindow && event.data === 'done') resolve();
        });
      }),
  );
  await hostile.evaluate(() => {
    const messages = [
      { channel: 'rcp-sandbox', type: 'ready' },
      { channel: 'rcp-sandbox', type: 'height', height: 5000 },
      { channel: 'rcp-sandbox', type: 'result', error: { kind: 'runtime', message: 'forged', stack: '' } },
      { channel: 'rcp-sandbox', type: 'result', error: { kind: 'stopped' } },
      { channel: 'rcp-sandbox', type: 'needLocale', id: 'de_DE' },
      { type: 'eval', code: 'document.title = "owned"' },
    ];
    for (let run = 0; run < 5; run++) for (const message of messages) parent.postMessage({ ...message, run }, '*');
    parent.postMessage('done', '*');
  });
  await delivered;
  // and React has drawn whatever they changed
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
  await expect(box.getByRole('alert')).toHaveCount(0);
  await expect(box.getByRole('status').filter({ hasText: /Stopped|forged/ })).toHaveCount(0);
  await expect(box.frameLocator('iframe').getByText('edited demo')).toBeVisible();
  expect(await page.title()).toBe(title);
});

test('an edit of the size changer demo loads rc-select into the frame: the select shows and opens', async ({ page }) => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../docs/demo/demos/sizer.tsx'), 'utf8');
  const edited = source.replace('Pick another page size.', 'Edited sizer.');
  expect(edited).not.toBe(source);
  await page.goto('demo/sizer');
  await waitForApp(page);
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  await replaceCode(page, edited);
  const frame = box.frameLocator('iframe');
  await expect(frame.getByText('Edited sizer.')).toBeVisible();
  await frame.locator('.rc-pagination-options .rc-select').click();
  await expect(frame.locator('.rc-select-dropdown').getByText('50 / page')).toBeVisible();
});
