import type { Page } from '@playwright/test';
import { colorModeHeadScript } from '../../src/colorMode/headScript';
import { expect, test, waitForApp } from './support';

const html = (page: Page) => page.locator('html');
const modeButton = (page: Page, name: 'Light' | 'Dark' | 'Follow system') =>
  page.getByRole('group', { name: 'Color mode' }).getByRole('button', { name });

/** The app bundle: with it blocked, only the prerendered HTML, its CSS and inline scripts run. */
const APP_BUNDLE = /\/umi\.\w+\.js$/;

async function reloadWithoutBundle(page: Page) {
  const blocked: string[] = [];
  await page.route(APP_BUNDLE, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.reload({ waitUntil: 'load' });
  expect(blocked, 'the bundle was requested and refused').not.toHaveLength(0);
  await page.unroute(APP_BUNDLE);
}

/** Whether the page background, as painted, is a dark colour. */
async function pageBackgroundIsDark(page: Page): Promise<boolean> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const channels = rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  expect(channels).toHaveLength(3);
  return channels.every((channel) => channel < 64);
}

test('every prerendered page carries the head script with the published CSP hash', async ({
  request,
}) => {
  for (const route of ['', 'demo/sizer', 'zh-CN']) {
    const body = await (await request.get(route)).text();
    const inline = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    // the exact text, so the policy's hash of it (csp.spec.ts) allows it
    expect(inline, route).toContain(colorModeHeadScript);
  }
});

test('a chosen dark mode survives a reload and is painted before the bundle runs', async ({
  page,
  problems,
}) => {
  await page.goto('');
  await waitForApp(page);
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');
  expect(await pageBackgroundIsDark(page)).toBe(false);

  await modeButton(page, 'Dark').click();
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await expect(modeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true');

  // no flash of light: the prerendered page alone (head script + CSS) is already dark
  expect(problems.consoleErrors).toEqual([]);
  await reloadWithoutBundle(page);
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  expect(await pageBackgroundIsDark(page)).toBe(true);

  // and once the app has taken over it agrees
  problems.consoleErrors.length = 0; // the refused bundle was reported as a failed load
  await page.reload();
  await waitForApp(page);
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await expect(modeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(modeButton(page, 'Light')).toHaveAttribute('aria-pressed', 'false');
  expect(problems.consoleErrors).toEqual([]);
});

test('in auto mode the page follows the system colour scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('demo/sizer');
  await waitForApp(page);
  await modeButton(page, 'Follow system').click();
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');

  // a fresh load under a dark system is painted dark by the head script alone
  await page.emulateMedia({ colorScheme: 'dark' });
  await reloadWithoutBundle(page);
  await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
  expect(await pageBackgroundIsDark(page)).toBe(true);
});

const BROKEN_STORAGE = {
  // what Chromium does when a site's cookies are blocked
  'the localStorage getter throws and cookies are off': () => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
  },
  // storage disabled by policy while cookies still report as enabled
  'getItem and setItem throw': () => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = deny;
    Storage.prototype.setItem = deny;
  },
};

for (const [name, breakStorage] of Object.entries(BROKEN_STORAGE)) {
  test(`when ${name}, the switch still changes the mode for the visit`, async ({
    page,
    problems,
  }) => {
    await page.addInitScript(breakStorage);
    await page.goto('');
    await waitForApp(page);
    await expect(html(page)).toHaveAttribute('data-prefers-color', 'light');

    await modeButton(page, 'Dark').click();
    await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
    await expect(modeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true');
    expect(await pageBackgroundIsDark(page)).toBe(true);

    // moving to another page inside the app keeps the choice
    await page.getByRole('link', { name: 'Demo', exact: true }).first().click();
    await expect(page).toHaveURL(/\/demo\//);
    await expect(html(page)).toHaveAttribute('data-prefers-color', 'dark');
    expect(problems.consoleErrors).toEqual([]);
  });
}
