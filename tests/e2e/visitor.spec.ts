import { expect, visit as test } from './support';

/**
 * The shared page of the visiting checks (Visitor in support.ts) starts each test as a new page
 * would, storage included, also after a test that went to a second origin. The same server
 * answers at 127.0.0.1 and at localhost: two origins. The two tests run in order, in one worker.
 */
test.describe.configure({ mode: 'serial' });

const onOrigin = (baseURL: string, host: string) => {
  const url = new URL('robots.txt', baseURL);
  url.hostname = host;
  return url.href;
};

test.describe('the shared visiting page', () => {
  test('a test writes storage on two origins', async ({ page, baseURL }) => {
    for (const host of ['127.0.0.1', 'localhost']) {
      await page.goto(onOrigin(baseURL!, host));
      await page.evaluate((value) => window.localStorage.setItem('visitor-probe', value), host);
      expect(await page.evaluate(() => window.localStorage.getItem('visitor-probe'))).toBe(host);
    }
  });

  test('the next test finds the storage of neither', async ({ page, baseURL }) => {
    for (const host of ['127.0.0.1', 'localhost']) {
      await page.goto(onOrigin(baseURL!, host));
      expect(await page.evaluate(() => window.localStorage.getItem('visitor-probe')), host).toBeNull();
    }
  });
});
