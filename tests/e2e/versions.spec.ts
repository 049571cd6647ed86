import type { FrameLocator, Locator, Page } from '@playwright/test';
import LZString from 'lz-string';
import { DEFAULT_RELEASE, RELEASE_IDS } from '../../src/versions/releases';
import { expect, test as isolated, visit as test, waitForApp } from './support';

/**
 * Every live demo runs on the release the visitor picks under it: the code as written,
 * in the sandbox frame, on rc-pagination 4.0.4, 4.3.0, 5.1.0 or @rc-component/pagination 1.5.0,
 * with a note where the code uses what that release lacks.
 */

/** A demo box of a page, its code opened for editing when `code` is given and replaced by it. */
async function demoBox(page: Page, route: string, code?: string): Promise<Locator> {
  await page.goto(route);
  await waitForApp(page);
  const box = page.locator('.rcp-previewer').first();
  if (code !== undefined) {
    await box.getByRole('button', { name: 'Show code' }).click();
    await box.getByRole('button', { name: 'Edit code' }).click();
    await box.getByRole('textbox', { name: "Edit the demo's code" }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(code);
  }
  return box;
}

/**
 * Opens the frame's size changer and picks a page size with the mouse: the frame reaches over
 * what follows it while the list is open (tests/e2e/frame-popup.spec.ts).
 */
async function pickPageSize(box: Locator, label: string) {
  const frame = frameOf(box);
  const changer = frame.locator('.rc-pagination-options-size-changer');
  const option = frame.locator('.rc-select-item-option', { hasText: label });
  // the frame on show is the latest run's: no other is loading to replace it
  await expect(box.locator('iframe.rcp-sandbox-frame[data-shown]')).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(1);
  await box.locator('.rcp-previewer-demo').scrollIntoViewIfNeeded();
  await changer.click();
  await option.click();
  await expect(changer).toContainText(label);
}

const runOn = (box: Locator, release: string) => box.getByRole('combobox', { name: 'Run on' }).selectOption(release);
const frameOf = (box: Locator) => box.frameLocator('iframe.rcp-sandbox-frame');

const demo = (props: string) => `import React from 'react';
import Pagination from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

export default function Demo() {
  return <Pagination total={50} locale={enUS} ${props} />;
}
`;

for (const release of RELEASE_IDS) {
  test(`the Basic demo renders on ${release}`, async ({ page }) => {
    const box = await demoBox(page, 'demo/basic');
    await runOn(box, release);
    if (release === DEFAULT_RELEASE) await expect(box.locator('iframe')).toHaveCount(0);
    const root = release === DEFAULT_RELEASE ? box.locator('.rcp-previewer-demo') : frameOf(box).locator('body');
    await expect(root.locator('.rc-pagination-item-2').first()).toBeVisible();
  });
}

test('align="end" adds its class only from 4.1, and 4.0.4 says it lacks align', async ({ page }) => {
  const box = await demoBox(page, 'demo/basic', demo('align="end"'));
  const list = frameOf(box).locator('ul.rc-pagination');
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/rc-pagination-end/);
  const note = box.getByRole('list', { name: 'Notes on rc-pagination 4.0.4' });
  await expect(note).toContainText('rc-pagination 4.0.4 has no align');
  await expect(note.getByRole('link', { name: 'How align changed' })).toHaveAttribute('href', /versions#v410-align$/);
  for (const release of ['4.3.0', '5.1.0', '1.5.0']) {
    await runOn(box, release);
    await expect(list).toHaveClass(/rc-pagination-end/);
  }
  await expect(box.getByRole('list', { name: /^Notes on / })).toHaveCount(0);
});

test('sizeChangerRender renders only from 5.0, selectComponentClass only before it', async ({ page }) => {
  const code = demo(
    'showSizeChanger sizeChangerRender={() => <b>new sizer</b>} selectComponentClass={() => <b>old sizer</b>}',
  );
  const box = await demoBox(page, 'demo/basic', code);
  const frame = frameOf(box);
  for (const release of RELEASE_IDS) {
    await runOn(box, release);
    const modern = release === '5.1.0' || release === '1.5.0';
    await expect(frame.getByText(modern ? 'new sizer' : 'old sizer')).toBeVisible();
    await expect(frame.getByText(modern ? 'old sizer' : 'new sizer')).toHaveCount(0);
  }
});

test("1.5.0's items are buttons named from the locale, and aria-current marks the page", async ({ page }) => {
  const box = await demoBox(page, 'demo/basic', demo('defaultCurrent={2}'));
  await runOn(box, '1.5.0');
  const frame = frameOf(box);
  await expect(frame.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(frame.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  await expect(frame.getByRole('button', { name: 'Next Page' }).first()).toBeVisible();
  await runOn(box, '5.1.0');
  await expect(frame.locator('ul.rc-pagination')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
});

test("a locale only a later release ships comes with that release: te_IN on 1.5.0, not on 4.0.4", async ({ page }) => {
  const code = `import React from 'react';
import Pagination from 'rc-pagination';
import teIN from 'rc-pagination/lib/locale/te_IN';

export default function Demo() {
  return <Pagination total={50} locale={teIN} />;
}
`;
  const box = await demoBox(page, 'demo/basic', code);
  // 4.0.4 has no te_IN: the import is refused with its message
  await expect(
    box.getByRole('status').filter({ hasText: '"rc-pagination/lib/locale/te_IN" cannot be imported here' }),
  ).toBeVisible();
  await runOn(box, '1.5.0');
  // 1.5.0 names its items from the locale: Telugu "next page"
  await expect(frameOf(box).getByRole('button', { name: 'తదుపరి పేజీ' }).first()).toBeVisible();
});

test('the Sizer demo, written for 4.0.4, says on 5.1.0 that selectComponentClass was removed', async ({ page }) => {
  const box = await demoBox(page, 'demo/sizer');
  await expect(box.getByRole('list', { name: /^Notes on / })).toHaveCount(0);
  await runOn(box, '5.1.0');
  const note = box.getByRole('list', { name: 'Notes on rc-pagination 5.1.0' });
  await expect(note).toContainText('rc-pagination 5.1.0 has no selectComponentClass');
  await expect(note.getByRole('link', { name: 'How selectComponentClass changed' })).toHaveAttribute(
    'href',
    /versions#v500-sizechangerrender-replaces-selectcomponentclass$/,
  );
  await expect(frameOf(box).locator('ul.rc-pagination')).toBeVisible();
});

test('on 5.1.0 the Sizer demo offers its sizeChangerRender form, which draws its size changer', async ({ page }) => {
  const box = await demoBox(page, 'demo/sizer');
  const offer = box.getByRole('button', { name: 'Run the 5.x form with sizeChangerRender on rc-pagination 5.1.0' });
  const note = box.getByRole('list', { name: 'Notes on rc-pagination 5.1.0' });
  await runOn(box, '4.3.0');
  await expect(frameOf(box).locator('.rc-pagination-options-size-changer')).toBeVisible();
  await expect(box.getByRole('button', { name: /^Run the 5\.x form/ })).toHaveCount(0);
  await runOn(box, '5.1.0');
  await expect(note).toBeVisible();
  await offer.click();
  await expect(note).toHaveCount(0);
  await expect(offer).toHaveCount(0);
  // the form is an edit the visitor sees and can reset
  const code = box.locator('.rcp-previewer-code');
  await expect(code).toContainText('sizeChangerRender={renderPageSizeSelect}');
  // the last frame (4.3.0's, which has a size changer too) stays until the form's run rendered:
  // the frame on show must be the form's before anything is picked in it
  await expect(box.locator('iframe.rcp-sandbox-frame[data-shown]')).toHaveAttribute(
    'title',
    'Edited demo on rc-pagination 5.1.0',
  );
  // the 5.x form draws its size changer, and a pick from it holds (no later run replaces the frame)
  await pickPageSize(box, '50 / page');
  await expect(frameOf(box).getByText(/^onShowSizeChange: page \d+, 50 items per page$/)).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(1);
  await expect(frameOf(box).locator('.rc-pagination-options-size-changer')).toContainText('50 / page');
  await box.getByRole('button', { name: 'Reset code' }).click();
  await expect(note).toBeVisible();
  await expect(offer).toBeVisible();
  await expect(code).not.toContainText('sizeChangerRender');
});

/** A demo box of the Versions page, by its title. */
async function versionsBox(page: Page, route: string, title: string): Promise<Locator> {
  await page.goto(route);
  await waitForApp(page);
  return page.locator('.rcp-previewer').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test("a Versions example waits, then runs on the release it is written for: align's class on 4.3.0", async ({ page }) => {
  const box = await versionsBox(page, 'versions', 'align from 4.1');
  await expect(box.getByText('This example is written for rc-pagination 4.3.0.')).toBeVisible();
  await expect(box.getByRole('combobox', { name: 'Run on' })).toHaveValue('4.3.0');
  await expect(box.locator('iframe')).toHaveCount(0);
  await box.getByRole('button', { name: 'Run on rc-pagination 4.3.0' }).click();
  const lists = frameOf(box).locator('ul.rc-pagination');
  await expect(lists).toHaveCount(3);
  await expect(lists.nth(2)).toHaveClass(/rc-pagination-end/);
  await expect(box.getByRole('list', { name: /^Notes on / })).toHaveCount(0);
  // the site's own 4.0.4 runs the same code without align, and says so
  await runOn(box, '4.0.4');
  await expect(box.locator('.rcp-previewer-demo ul.rc-pagination').nth(2)).not.toHaveClass(/rc-pagination-end/);
  await expect(box.getByRole('list', { name: 'Notes on rc-pagination 4.0.4' })).toContainText('has no align');
});

test("a Versions example shows onChange's third argument on 1.5.0, and none on 5.1.0", async ({ page }) => {
  const box = await versionsBox(page, 'versions', "onChange's third argument in 1.5");
  await box.getByRole('button', { name: 'Run on @rc-component/pagination 1.5.0' }).click();
  const frame = frameOf(box);
  await frame.getByRole('button', { name: 'Page Size', exact: true }).click();
  await expect(frame.getByText('onChange(5, 50, {"recommendPage":1})')).toBeVisible();
  await runOn(box, '5.1.0');
  // the new run's frame, not the last one's
  await expect(frame.getByText('onChange()', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: 'Page Size', exact: true }).click();
  await expect(frame.getByText('onChange(5, 50, undefined)')).toBeVisible();
  await expect(box.getByRole('list', { name: 'Notes on rc-pagination 5.1.0' })).toContainText('onChange');
});

// both languages embed an example under one demo id: each page's link names that page
for (const example of [
  {
    lang: 'en-US',
    route: 'versions',
    routeId: 'docs%2Fversions',
    title: 'align from 4.1',
    link: 'Open demo in a new tab',
    says: 'Runs on rc-pagination 4.3.0, the release this example is written for.',
    frame: 'Demo on rc-pagination 4.3.0',
    runs: (frame: FrameLocator) => expect(frame.locator('ul.rc-pagination').nth(2)).toHaveClass(/rc-pagination-end/),
  },
  {
    lang: 'zh-CN',
    route: 'zh-CN/versions',
    routeId: 'docs%2Fversions\\.zh-CN',
    title: '1.1 起的 classNames 和 styles',
    link: '在新标签页中打开示例',
    says: '运行于 @rc-component/pagination 1.5.0，即这个示例所针对的版本。',
    frame: '在 @rc-component/pagination 1.5.0 上运行的示例',
    runs: (frame: FrameLocator) => expect(frame.locator('.rc-pagination-item-2')).toHaveClass(/round-item/),
  },
]) {
  test(`a Versions example's standalone page runs it on the release it is written for (${example.lang})`, async ({ page }) => {
    const box = await versionsBox(page, example.route, example.title);
    const href = await box.getByRole('link', { name: example.link }).getAttribute('href');
    expect(href).toMatch(new RegExp(`\\?routeId=${example.routeId}&`));
    await page.goto(href!);
    await expect(page.getByText(example.says)).toBeVisible();
    const frame = page.locator('iframe.rcp-sandbox-frame[data-shown]');
    await expect(frame).toHaveAttribute('title', example.frame);
    await example.runs(page.frameLocator('iframe.rcp-sandbox-frame[data-shown]'));
    // the page's own 4.0.4 is not rendered beside it
    await expect(page.locator('#root ul.rc-pagination')).toHaveCount(0);
  });
}

test('the Chinese Versions page runs its sizeChangerRender example on 5.1.0', async ({ page }) => {
  const box = await versionsBox(page, 'zh-CN/versions', '之后：5.0 起的 sizeChangerRender');
  await box.getByRole('button', { name: '在 rc-pagination 5.1.0 上运行' }).click();
  const frame = frameOf(box);
  // the Chinese page's example passes zh_CN, so the changer reads in Chinese
  await pickPageSize(box, '50 条/页');
  await expect(frame.locator('.rc-pagination-item-10')).toBeVisible();
  await expect(frame.locator('.rc-pagination-item-11')).toHaveCount(0);
});

test("a Versions example passes select props through showSizeChanger on 4.3.0: the changer takes typing", async ({ page }) => {
  const box = await versionsBox(page, 'versions', 'showSizeChanger props from 4.3');
  await box.getByRole('button', { name: 'Run on rc-pagination 4.3.0' }).click();
  const frame = frameOf(box);
  await expect(box.locator('.rcp-previewer-demo')).not.toHaveAttribute('aria-busy');
  await box.locator('.rcp-previewer-demo').scrollIntoViewIfNeeded();
  await frame.locator('.rc-pagination-options-size-changer').click();
  // showSearch: the select's input takes the typing, which filters the options to 50's
  await frame.locator('.rc-pagination-options-size-changer input').pressSequentially('5');
  await expect(frame.locator('.rc-select-item-option')).toHaveText(['50 / page']);
  await frame.locator('.rc-pagination-options-size-changer input').press('Enter');
  await expect(frame.getByText('select onChange: 50')).toBeVisible();
  await expect(box.getByRole('list', { name: /^Notes on / })).toHaveCount(0);
  // 4.0.4 takes the object as "on" and says it takes no object
  await runOn(box, '4.0.4');
  await expect(box.getByRole('list', { name: 'Notes on rc-pagination 4.0.4' })).toContainText('showSizeChanger');
  await expect(box.locator('.rcp-previewer-demo .rc-pagination-options-size-changer input')).toHaveAttribute('readonly', '');
});

test('a Versions example sets classNames and styles on the items but the jump items on 1.5.0, and 5.1.0 ignores them', async ({ page }) => {
  const box = await versionsBox(page, 'versions', 'classNames and styles from 1.1');
  await box.getByRole('button', { name: 'Run on @rc-component/pagination 1.5.0' }).click();
  const item = frameOf(box).locator('.rc-pagination-item-2');
  await expect(item).toHaveClass(/round-item/);
  await expect(item).toHaveCSS('border-top-left-radius', '16px');
  await expect(frameOf(box).locator('.rc-pagination-next')).toHaveClass(/round-item/);
  await expect(frameOf(box).locator('.rc-pagination-jump-next')).not.toHaveClass(/round-item/);
  await runOn(box, '5.1.0');
  await expect(box.getByRole('list', { name: 'Notes on rc-pagination 5.1.0' })).toContainText('classNames');
  await expect(box.locator('iframe.rcp-sandbox-frame[data-shown]')).toHaveAttribute('title', 'Demo on rc-pagination 5.1.0');
  await expect(item).not.toHaveClass(/round-item/);
});

test('the Chinese page names the switch and the note in Chinese', async ({ page }) => {
  const box = await demoBox(page, 'zh-CN/demo/sizer');
  await box.getByRole('combobox', { name: '运行于' }).selectOption('1.5.0');
  await expect(box.getByRole('list', { name: '@rc-component/pagination 1.5.0 的说明' })).toContainText(
    '没有 selectComponentClass',
  );
  await expect(
    box.getByRole('button', { name: '在 @rc-component/pagination 1.5.0 上运行使用 sizeChangerRender 的 5.x 写法' }),
  ).toBeVisible();
});

// `.rc-pagination-simple .rc-pagination-simple-pager input { margin-right: 8px }` is in 4.0.4's
// assets/index.css only (4.3.0, 5.1.0 and 1.5.0 ship another stylesheet, the same in all three)
test("a frame on another release holds that release's stylesheet, not 4.0.4's under it", async ({ page }) => {
  const box = await demoBox(page, 'demo/basic', demo('simple'));
  const input = frameOf(box).locator('.rc-pagination-simple-pager input');
  await expect(input).toHaveCSS('margin-right', '8px');
  for (const release of ['5.1.0', '1.5.0']) {
    await runOn(box, release);
    await expect(frameOf(box).locator('ul.rc-pagination')).toHaveClass(/rc-pagination-simple/);
    await expect(input, release).toHaveCSS('margin-right', '0px');
  }
  // back on the default release, the rule applies again: the page's stylesheet is all there
  await runOn(box, DEFAULT_RELEASE);
  await expect(input).toHaveCSS('margin-right', '8px');
});

test('the frame says what it holds: the demo as written on a release, or an edit', async ({ page }) => {
  const box = await demoBox(page, 'demo/basic');
  await runOn(box, '5.1.0');
  await expect(box.locator('iframe.rcp-sandbox-frame')).toHaveAttribute('title', 'Demo on rc-pagination 5.1.0');
  const edited = await demoBox(page, 'demo/basic', demo('total={80}'));
  await runOn(edited, '1.5.0');
  await expect(edited.locator('iframe.rcp-sandbox-frame')).toHaveAttribute(
    'title',
    'Edited demo on @rc-component/pagination 1.5.0',
  );
  // the edit follows the visitor to the Chinese page, and the frame says so in Chinese
  const zh = await demoBox(page, 'zh-CN/demo/basic');
  await zh.getByRole('combobox', { name: '运行于' }).selectOption('1.5.0');
  await expect(zh.locator('iframe.rcp-sandbox-frame')).toHaveAttribute('title', '在 @rc-component/pagination 1.5.0 上运行的编辑后的示例');
});

// routes requests: a context of its own
isolated('the CodeSandbox export pins the chosen release: @rc-component/pagination 1.5.0 with its imports', async ({
  page,
  context,
}) => {
  const posted = new Promise<string>((resolve) => {
    void context.route('https://codesandbox.io/**', async (intercepted) => {
      if (intercepted.request().method() === 'POST') resolve(intercepted.request().postData() ?? '');
      await intercepted.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
    });
  });
  const box = await demoBox(page, 'demo/basic');
  await runOn(box, '1.5.0');
  await expect(frameOf(box).locator('.rc-pagination-item-2').first()).toBeVisible();
  await box.getByRole('button', { name: 'Open in CodeSandbox' }).click();
  const parameters = new URLSearchParams(await posted).get('parameters') ?? '';
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = LZString.decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const files: Record<string, { content: string | Record<string, unknown> }> = JSON.parse(json ?? '{}').files;
  const manifest = files['package.json']!.content;
  const dependencies = (typeof manifest === 'string' ? JSON.parse(manifest) : manifest).dependencies;
  expect(dependencies['@rc-component/pagination']).toBe('1.5.0');
  expect(dependencies['rc-pagination']).toBeUndefined();
  // its util package pinned at the version the site installs for it; no rc-select, which Basic does not import
  expect(dependencies['@rc-component/util']).toBe('1.14.1');
  expect(dependencies['rc-select']).toBeUndefined();
  expect(files['src/App.tsx']!.content).toContain("from '@rc-component/pagination'");
});

isolated.describe('with clipboard access', () => {
  isolated.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  isolated('a share address carries the release: the code waits for Run, then runs on that release', async ({ page }) => {
    const box = await demoBox(page, 'demo/basic', demo('align="end"'));
    await runOn(box, '4.3.0');
    await expect(frameOf(box).locator('ul.rc-pagination')).toHaveClass(/rc-pagination-end/);
    await box.getByRole('button', { name: 'Copy share link' }).click();
    await expect(box.getByText('Link copied!')).toBeVisible();
    const address = await page.evaluate(() => navigator.clipboard.readText());

    await page.goto('about:blank');
    await page.goto(address);
    await waitForApp(page);
    const shared = page.locator('.rcp-previewer').first();
    await expect(shared.getByRole('combobox', { name: 'Run on' })).toHaveValue('4.3.0');
    const run = shared.getByRole('button', { name: 'Run shared code' });
    await expect(run).toBeVisible();
    await expect(shared.locator('iframe')).toHaveCount(0);
    await run.click();
    await expect(frameOf(shared).locator('ul.rc-pagination')).toHaveClass(/rc-pagination-end/);
  });
});
