import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, visit as test, waitForApp } from './support';

/**
 * A demo that runs in the sandbox frame opens its size changer's list over what follows the
 * demo, as the original does on the page: the list is drawn in full and takes a real
 * mouse click, and nothing after the demo moves while it is open.
 */

const sizerBox = async (page: Page): Promise<Locator> => {
  await page.goto('demo/sizer');
  await waitForApp(page);
  return page.locator('.rcp-previewer').first();
};

const shownFrame = (box: Locator) => box.locator('iframe.rcp-sandbox-frame[data-shown]');
const frameOf = (box: Locator): FrameLocator => box.frameLocator('iframe.rcp-sandbox-frame');

/**
 * Opens the frame's size changer, checks that what follows the demo stays put while the list is
 * open, and picks `label` with the mouse.
 */
async function pickWithMouse(page: Page, box: Locator, label: string) {
  const frame = frameOf(box);
  const changer = frame.locator('.rc-pagination-options-size-changer');
  const iframe = shownFrame(box);
  // from the page: a frame scrolled out of sight (the editor's end is in sight after the edit)
  // draws no animation frames, which the frame's own stability checks wait for
  await iframe.scrollIntoViewIfNeeded();
  const closed = await iframe.boundingBox();
  // what follows the demo: the box's own code area, and the next demo box
  const after = [box.locator('.rcp-previewer-demo + *'), page.locator('.rcp-previewer').nth(1)];
  const before = await Promise.all(after.map((element) => element.boundingBox()));
  await changer.click();
  const option = frame.locator('.rc-select-item-option', { hasText: label });
  await expect(option).toBeVisible();
  // the frame reaches over what follows it while the list is open
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(closed?.height ?? 0);
  expect(await Promise.all(after.map((element) => element.boundingBox()))).toEqual(before);
  // a real click, at the option's place on the page: it reaches the option only if nothing covers it
  await option.click();
  await expect(changer).toContainText(label);
  // and the frame is back to the demo's height
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBe(closed?.height);
  expect(await Promise.all(after.map((element) => element.boundingBox()))).toEqual(before);
}

test("on 5.1.0 the Sizer demo's list opens over the page and takes a mouse click", async ({ page }) => {
  const box = await sizerBox(page);
  await box.getByRole('combobox', { name: 'Run on' }).selectOption('5.1.0');
  await box.getByRole('button', { name: 'Run the 5.x form with sizeChangerRender on rc-pagination 5.1.0' }).click();
  await expect(shownFrame(box)).toBeVisible();
  await pickWithMouse(page, box, '50 / page');
  await expect(frameOf(box).getByText(/^onShowSizeChange: page \d+, 50 items per page$/)).toBeVisible();
});

test("an edited Sizer demo on 4.0.4 opens its list over the page and takes a mouse click", async ({ page }) => {
  const box = await sizerBox(page);
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  await box.getByRole('textbox', { name: "Edit the demo's code" }).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(' ');
  await expect(shownFrame(box)).toBeVisible();
  await pickWithMouse(page, box, '50 / page');
  await expect(frameOf(box).getByText(/^onShowSizeChange: page \d+, 50 items per page$/)).toBeVisible();
});

test("the frame's open list stays under the site's sticky header and its search box", async ({ page }) => {
  const box = await sizerBox(page);
  await box.getByRole('combobox', { name: 'Run on' }).selectOption('4.3.0');
  const iframe = shownFrame(box);
  await iframe.scrollIntoViewIfNeeded();
  await frameOf(box).locator('.rc-pagination-options-size-changer').click();
  await expect(frameOf(box).locator('.rc-select-item-option', { hasText: '50 / page' })).toBeVisible();
  await expect(iframe).toHaveAttribute('data-overlay', 'true');
  const header = page.locator('.dumi-default-header');
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  const [frameBox, headerBox] = [await iframe.boundingBox(), await header.boundingBox()];
  if (!frameBox || !headerBox) throw new Error('no frame or header box');
  // scroll the open list's lower part under the header's middle
  const middle = headerBox.y + headerBox.height / 2;
  await page.mouse.wheel(0, frameBox.y + frameBox.height - 20 - middle);
  await expect.poll(async () => ((await iframe.boundingBox())?.y ?? 0) + frameBox.height - 20).toBeLessThan(middle + 5);
  await expect(iframe).toHaveAttribute('data-overlay', 'true');
  const searchBox = await search.boundingBox();
  if (!searchBox) throw new Error('no search box');
  const points = [
    { x: frameBox.x + 20, y: middle },
    { x: searchBox.x + searchBox.width / 2, y: searchBox.y + searchBox.height / 2 },
  ];
  const inHeader = await header.evaluate(
    (element, at) => at.map(({ x, y }) => element.contains(document.elementFromPoint(x, y))),
    points,
  );
  expect(inHeader).toEqual([true, true]);
});
