import type { Locator, Page } from '@playwright/test';
import LZString from 'lz-string';
import { DEFAULT_RELEASE } from '../../src/versions/releases';
import { expect, test, waitForApp } from './support';

/**
 * The release switch under attack (maintainers/sandbox-attacks.md, on the release switch):
 * hostile share addresses naming a release, code that makes the notes detector work
 * hard, a release whose part does not load, switches racing a run, and the switch for a visitor
 * on a phone and with the keyboard.
 */
const ROUTE = 'demo/basic';

/** A share address's payload for the first file, with any extra fields (`r` among them). */
const payload = (code: string, extra: Record<string, unknown> = {}) =>
  LZString.compressToEncodedURIComponent(JSON.stringify({ v: 1, files: { 'index.tsx': ['ts', code] }, ...extra }));

const demo = (props: string, extra = '') => `import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function Demo() {
  return <><Pagination total={50} locale={enUS} ${props} />${extra}</>;
}
`;

async function firstBox(page: Page, prefix = ''): Promise<{ box: Locator; id: string }> {
  await page.goto(`${prefix}${ROUTE}`);
  await waitForApp(page);
  const box = page.locator('.rcp-previewer').first();
  return { box, id: (await box.getAttribute('id')) ?? '' };
}

const switchOf = (box: Locator, name = 'Run on') => box.getByRole('combobox', { name });
const frameOf = (box: Locator) => box.frameLocator('iframe.rcp-sandbox-frame');

// the detector reads code, not addresses: the root build only (the sub-path one reads the
// share address in the tests below)
test('code that made the notes detector scan the rest of the code at every tag runs and leaves the page answering', async ({
  page,
}) => {
  // two runs of 91,000 characters in the frame
  test.slow();
  const { id } = await firstBox(page);
  // 7,000 unclosed tags in a comment (91,000 characters, under the share cap): the detector read
  // the rest of the code from each of them, copying it; the page froze for minutes after Run
  const hostile = demo('align="end"', `{/* ${'<Pagination {'.repeat(7_000)} */}`);
  await page.goto('about:blank');
  await page.goto(`${ROUTE}#${id}~${payload(hostile, { r: '4.3.0' })}`);
  await waitForApp(page);
  const box = page.locator(`[id="${id}"]`);
  await expect(switchOf(box)).toHaveValue('4.3.0');
  // the click and the switch each answer within the normal expect timeout (they wait for the
  // page's main thread to take the event)
  await box.getByRole('button', { name: 'Run shared code' }).click({ timeout: 10_000 });
  // the frame compiles and guards 91,000 characters (its own work, apart from the page's thread
  // in Chromium's own process per frame): a run, not the page's answer, so a longer wait
  const run = { timeout: 60_000 };
  await expect(frameOf(box).locator('ul.rc-pagination')).toHaveClass(/rc-pagination-end/, run);
  // the page still answers: a switch to 4.0.4 runs and the detector's note shows
  await switchOf(box).selectOption('4.0.4', { timeout: 10_000 });
  await expect(box.getByRole('list', { name: 'Notes on rc-pagination 4.0.4' })).toContainText('has no align');
  await expect(frameOf(box).locator('ul.rc-pagination')).not.toHaveClass(/rc-pagination-end/, run);
});

test('a release whose part never arrives ends in a message, not in the 4.0.4 demo under a switch that names another release', async ({
  page,
}) => {
  // the request for 5.1.0's part is left unanswered (a stalled network or host)
  await page.context().route(/runner\.5\.1\.0\.[0-9a-f]+\.js$/, () => undefined);
  const { box } = await firstBox(page);
  await switchOf(box).selectOption('5.1.0');
  await expect(box.getByRole('alert')).toContainText('rc-pagination 5.1.0 could not be loaded', { timeout: 30_000 });
  await switchOf(box).selectOption(DEFAULT_RELEASE);
  await expect(box.getByRole('alert')).toHaveCount(0);
  await expect(box.locator('iframe')).toHaveCount(0);
  await expect(box.locator('.rcp-previewer-demo .rc-pagination-item-2').first()).toBeVisible();
});

test('a release part that loads but sets nothing (a host answering a missing file with a page) fails with a message, not on 4.0.4', async ({
  page,
}) => {
  await page.context().route(/runner\.1\.5\.0\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* not the part */' }),
  );
  const { box } = await firstBox(page);
  await switchOf(box).selectOption('1.5.0');
  await expect(box.getByRole('alert')).toContainText('@rc-component/pagination 1.5.0 could not be loaded');
  await expect(box.frameLocator('iframe').locator('.rc-pagination')).toHaveCount(0);
});
