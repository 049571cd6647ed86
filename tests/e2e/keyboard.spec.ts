import type { Locator, Page } from '@playwright/test';
import { SITE_ROUTES } from './routes';
import { expect, test, visit, waitForApp } from './support';

/**
 * Every control can be reached with Tab alone, shows a focus ring when reached that way, and
 * does its job from the keyboard (Enter or Space).
 */

/** Presses Tab from where focus is until `target` has it; fails when it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  const handle = await target.elementHandle();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((element) => element === document.activeElement, handle)) return;
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/**
 * The focused control matches :focus-visible and draws an outline or a box shadow (polled: the
 * components' stylesheets animate the ring in).
 */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = () =>
    target.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : '';
      return {
        focusVisible: element.matches(':focus-visible'),
        drawn: outline || (style.boxShadow !== 'none' ? style.boxShadow : ''),
      };
    });
  expect((await ring()).focusVisible, ':focus-visible after Tab').toBe(true);
  await expect
    .poll(async () => (await ring()).drawn, { message: 'a visible outline or box shadow' })
    .not.toBe('');
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await waitForApp(page);
}

visit('the colour switch is reached by Tab and switched with Enter and Space', async ({ page }) => {
  await open(page, 'demo/basic');
  const html = page.locator('html');
  const dark = page.getByRole('button', { name: 'Dark' });
  await tabTo(page, dark);
  await expectFocusRing(dark);
  await page.keyboard.press('Enter');
  await expect(html).toHaveAttribute('data-prefers-color', 'dark');
  await expect(dark).toHaveAttribute('aria-pressed', 'true');

  const light = page.getByRole('button', { name: 'Light' });
  await page.keyboard.press('Shift+Tab');
  await expect(light).toBeFocused();
  await expectFocusRing(light);
  await page.keyboard.press('Space');
  await expect(html).toHaveAttribute('data-prefers-color', 'light');
});

visit('the language switch is reached by Tab and followed with Enter', async ({ page, baseURL }) => {
  await open(page, 'demo/basic');
  const chinese = page.getByRole('link', { name: /中文/ });
  await tabTo(page, chinese);
  await expectFocusRing(chinese);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL('zh-CN/demo/basic', baseURL).href);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

visit('search is reached by Tab and a result opened with the arrow keys and Enter', async ({
  page,
  baseURL,
}) => {
  await open(page, '');
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await tabTo(page, search);
  await expectFocusRing(search);
  await page.keyboard.type('sizer');
  const first = page.getByRole('option').first();
  // results lag the typing by a debounce; wait for those of the whole word, not of "s" or "siz"
  await expect(first.locator('mark').first()).toHaveText(/^sizer$/i);
  const target = new URL((await first.getAttribute('href'))!, baseURL).href;
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target);
});

test.describe('the demo action bar', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('every action is reached by Tab with a focus ring; code opens and copies from the keyboard', async ({
    page,
  }) => {
    await open(page, 'demo/basic');
    const bar = page.getByRole('group', { name: 'Demo actions' }).first();
    const actions = bar.locator('button, a[href]');
    expect(await actions.count()).toBeGreaterThanOrEqual(5);
    for (const action of await actions.all()) {
      await tabTo(page, action);
      await expectFocusRing(action);
    }

    const toggle = bar.getByRole('button', { name: 'Show code' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(bar.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // the code, to read: Edit reached by Tab, and Enter on it moves the focus into the editor
    const code = page.getByRole('region', { name: /^Source code: / }).first();
    const edit = code.getByRole('button', { name: 'Edit code' });
    await tabTo(page, edit);
    await expectFocusRing(edit);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: "Edit the demo's code" }).first()).toBeFocused();

    await bar.getByRole('button', { name: 'Copy code' }).focus();
    await page.keyboard.press('Space');
    await expect(bar.getByRole('status')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('rc-pagination');
  });
});

test.describe('a code block of the home page', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('has a copy button reached by Tab, shown with a focus ring, working with Enter', async ({
    page,
  }) => {
    await open(page, '');
    const block = page.locator('.markdown .site-code').filter({ hasText: 'npm install' }).first();
    const copy = block.getByRole('button', { name: 'Copy code' });
    await tabTo(page, copy);
    await expectFocusRing(copy);
    await expect(copy).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(block.getByRole('status')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('npm install');
  });
});

visit('a page of a demo pagination is reached by Tab and chosen with Enter', async ({ page }) => {
  await open(page, 'demo/basic');
  const pagination = page.locator('.rc-pagination').first();
  const second = pagination.locator('.rc-pagination-item-2');
  await tabTo(page, second);
  await expectFocusRing(second);
  await page.keyboard.press('Enter');
  await expect(second).toHaveClass(/rc-pagination-item-active/);
});

if (SITE_ROUTES.includes('playground')) {
  visit('every playground control is reached by Tab with a focus ring and works from the keyboard', async ({
    page,
  }) => {
    await open(page, 'playground');
    const form = page.getByRole('form', { name: 'Pagination properties' });
    const fields = form.locator('input:not([type=hidden]), select, textarea, button');
    expect(await fields.count()).toBeGreaterThan(10);
    for (const field of await fields.all()) {
      if (!(await field.isVisible()) || (await field.isDisabled())) continue;
      await tabTo(page, field);
      await expectFocusRing(field);
    }

    const simple = form.getByRole('checkbox', { name: 'Simple mode' });
    await simple.focus();
    await page.keyboard.press('Space');
    await expect(simple).toBeChecked();
    const preview = page.getByRole('region', { name: 'Live preview' }).locator('ul.rc-pagination');
    await expect(preview).toHaveClass(/rc-pagination-simple/);

    const total = form.getByRole('textbox', { name: 'Total items', exact: true });
    await total.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await expect(total).toHaveValue('30');
  });
}

visit('a size changer is reached by Tab, opened with ArrowDown and a size picked with Enter', async ({
  page,
}) => {
  await open(page, 'demo/sizer');
  const changer = page.locator('.rc-pagination-options-size-changer').first();
  // the select the page hydrated hands over to rc-select once focused: wait for the focus to be
  // inside the size changer rather than on one element
  const inChanger = () =>
    changer.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);
  for (let presses = 0; !(await inChanger()); presses += 1) {
    expect(presses, 'Tab reaches the size changer').toBeLessThan(200);
    await page.keyboard.press('Tab');
  }
  const before = await changer.locator('.rc-select-selection-item').textContent();
  await page.keyboard.press('ArrowDown');
  const list = page.locator('.rc-select-dropdown:not(.rc-select-dropdown-hidden)').first();
  await expect(list).toBeVisible();
  await expect(changer.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const active = await list.locator('.rc-select-item-option-active').getAttribute('title');
  expect(active).not.toBe(before);
  await page.keyboard.press('Enter');
  await expect(changer.locator('.rc-select-selection-item')).toHaveText(active!);
  await expect(list).toBeHidden();
});
