import http from 'http';
import type { AddressInfo } from 'net';
import type { Page } from '@playwright/test';
import { punctuation, sharePayload, SHOWN_PUNCTUATION, TOO_LARGE_PAYLOADS } from '../support/hostilePayloads.mjs';
import { expect, test, waitForApp } from './support';

/**
 * Crafted share addresses against the built site (maintainers/live-demo-sandbox.md, Share links):
 * the page refuses or bounds them however the link is made, a page of another origin that frames
 * or opens the site gets no Run button and no channel to the demo's frame.
 * How long the page's main thread is held is a timing, so `npm run bench` measures it
 * (scripts/bench/hostile-links.mjs), not these checks.
 */
const ROUTE = 'demo/basic';
/**
 * English runs every case. The refusals and bounds do not depend on the language, so Chinese runs
 * the cases whose words differ: the first too-large refusal's message and the framed page's offer.
 */
const LANGS = [
  { prefix: '', tooLarge: /longer than a shared demo may be/, framed: /Another website shows or opened this page/, run: 'Run shared code', open: 'Open this page in a new tab' },
  { prefix: 'zh-CN/', tooLarge: /超过分享示例允许的长度/, framed: /由其他网站嵌入或打开/, run: '运行分享的代码', open: '在新标签页中打开此页面' },
];

/** The page's first demo's id, the page loaded without a link. */
async function firstDemoId(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}${ROUTE}`);
  await waitForApp(page);
  return (await page.locator('.rcp-previewer').first().getAttribute('id')) ?? '';
}

/** A server on another origin (another port) answering every request with `html`. */
async function foreignPage(html: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

for (const lang of LANGS) {
  const everyCase = lang.prefix === '';
  test.describe(`hostile share links, ${lang.prefix || 'en-US'}`, () => {
    for (const [name, payload] of everyCase ? TOO_LARGE_PAYLOADS : TOO_LARGE_PAYLOADS.slice(0, 1)) {
      test(`${name} is refused as too large`, async ({ page }) => {
        const id = await firstDemoId(page, lang.prefix);
        await page.goto('about:blank');
        await page.goto(`${lang.prefix}${ROUTE}#${id}~${payload()}`);
        await waitForApp(page);
        const box = page.locator(`[id="${id}"]`);
        await expect(box.getByRole('status').filter({ hasText: lang.tooLarge })).toBeVisible();
        await expect(box.getByRole('button', { name: lang.run })).toHaveCount(0);
      });
    }

    if (everyCase) {
      test('66,000 characters of punctuation (99,000 in JSON) are shown and edited with bounded colouring', async ({
        page,
      }) => {
        const id = await firstDemoId(page, lang.prefix);
        const code = punctuation(SHOWN_PUNCTUATION);
        await page.goto('about:blank');
        await page.goto(`${lang.prefix}${ROUTE}#${id}~${sharePayload({ 'index.tsx': code })}`);
        await waitForApp(page);
        const box = page.locator(`[id="${id}"]`);
        await expect(box.getByRole('button', { name: lang.run })).toBeVisible();
        const block = box.locator('.prism-code').first();
        await expect(block).toContainText(code.slice(0, 50));
        // most of the code is plain text: Prism stopped within its budget
        const coloured = () =>
          block.evaluate((pre) =>
            Array.from(pre.querySelectorAll('.token:not(.plain)'), (token) => token.textContent?.length ?? 0).reduce((a, b) => a + b, 0),
          );
        expect(await coloured()).toBeLessThan(code.length / 10);
        // the editor on it, and a few keys typed
        await block.click({ position: { x: 5, y: 5 } });
        const editor = box.getByRole('textbox');
        await expect(editor).toBeFocused();
        for (const key of ['x', 'y', 'Enter', 'z']) {
          await page.keyboard.press(key);
          // the page answers between keys
          expect(await page.evaluate(() => 1)).toBe(1);
        }
        await expect.poll(() => editor.evaluate((area: HTMLTextAreaElement) => area.value.length)).toBe(code.length + 4);
      });

      test('a share address set after the page loaded is not read', async ({ page }) => {
        const id = await firstDemoId(page, lang.prefix);
        await page.evaluate((hash) => {
          window.location.hash = hash;
        }, `${id}~${sharePayload({ 'index.tsx': punctuation(SHOWN_PUNCTUATION) })}`);
        const box = page.locator(`[id="${id}"]`);
        // a round trip through the page's tasks, then nothing shared is shown
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
        await expect(box.getByRole('button', { name: lang.run })).toHaveCount(0);
        await expect(box.locator('.prism-code')).toHaveCount(0);
      });
    }

    test('a share page framed by another origin offers a new tab instead of Run; opened directly it offers Run', async ({
      page,
      baseURL,
    }) => {
      const id = await firstDemoId(page, lang.prefix);
      const address = new URL(`${lang.prefix}${ROUTE}#${id}~${sharePayload({ 'index.tsx': 'export default () => <p>shared</p>;' })}`, baseURL).href;
      const foreign = await foreignPage(`<!doctype html><title>decoy</title><iframe src="${address}" width="1000" height="800"></iframe>`);
      try {
        await page.goto(foreign.origin);
        const framed = page.frameLocator('iframe');
        const box = framed.locator(`[id="${id}"]`);
        await expect(box.getByText(lang.framed)).toBeVisible();
        const link = box.getByRole('link', { name: lang.open });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        expect(await link.getAttribute('href')).toBe(address);
        await expect(box.getByRole('button', { name: lang.run })).toHaveCount(0);

        await page.goto(address);
        await waitForApp(page);
        await expect(page.locator(`[id="${id}"]`).getByRole('button', { name: lang.run })).toBeVisible();
      } finally {
        await foreign.close();
      }
    });
  });
}

test('a tab opened by another origin has no opener, code in its frame cannot reach that page, and it offers no Run', async ({
  page,
  context,
  baseURL,
}) => {
  const id = await firstDemoId(page, '');
  const site = new URL(ROUTE, baseURL).href;
  const foreign = await foreignPage(`<!doctype html><title>opener</title><script>
    window.received = [];
    addEventListener('message', (event) => window.received.push(String(event.data)));
  </script>`);
  try {
    await page.goto(foreign.origin);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((url) => void window.open(url), site)]);
    await waitForApp(popup);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    const box = popup.locator(`[id="${id}"]`);
    await box.getByRole('button', { name: 'Show code' }).click();
    await box.getByRole('button', { name: 'Edit code' }).click();
    await box.getByRole('textbox', { name: "Edit the demo's code" }).click();
    await popup.keyboard.press('ControlOrMeta+A');
    await popup.keyboard.insertText(`import React from 'react';
for (const target of [top.opener, parent.opener, window.opener]) {
  try { target.postMessage('leak', '*'); } catch (error) {}
}
export default function Reach() {
  return <p>reach ran</p>;
}
`);
    await expect(box.frameLocator('iframe[sandbox="allow-scripts"]').getByText('reach ran')).toBeVisible();
    // a message would have arrived by the time the frame rendered; give it a round trip more
    await popup.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);

    // the opener keeps its handle on the tab through later addresses (it could post to the
    // frame): a share address there offers no Run, only a tab of its own
    await popup.goto('about:blank');
    await popup.goto(`${site}#${id}~${sharePayload({ 'index.tsx': 'export default () => <p>shared</p>;' })}`);
    await waitForApp(popup);
    const shared = popup.locator(`[id="${id}"]`);
    await expect(shared.getByText(LANGS[0].framed)).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Run shared code' })).toHaveCount(0);
    const [own] = await Promise.all([context.waitForEvent('page'), shared.getByRole('link', { name: LANGS[0].open }).click()]);
    await waitForApp(own);
    await expect(own.locator(`[id="${id}"]`).getByRole('button', { name: 'Run shared code' })).toBeVisible();
    expect(await own.evaluate(() => window.opener)).toBeNull();
    await own.close();
    await popup.close();
  } finally {
    await foreign.close();
  }
});
