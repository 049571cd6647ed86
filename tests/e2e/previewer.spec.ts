import { expect, HIGHLIGHTED_CODE, test, visit, waitForApp } from './support';

test.describe('demo previewer', () => {
  visit('show code opens the code region it controls, hide code closes it', async ({ page }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Show code' }).first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const hide = page.getByRole('button', { name: 'Hide code' }).first();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
    await expect(region).toBeVisible();
    await expect(region).toHaveAccessibleName('Source code: Several totals');
    await expect(region).toContainText("import Pagination from 'rc-pagination';");

    await hide.click();
    await expect(region).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show code' }).first()).toBeVisible();
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copy code puts the demo source on the clipboard and says so', async ({ page }) => {
      await page.goto('demo/basic');
      await waitForApp(page);
      const box = page.locator('.rcp-previewer').first();
      await box.getByRole('button', { name: 'Copy code' }).click();
      await expect(box.getByRole('status')).toHaveText('Copied!');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain("import Pagination from 'rc-pagination';");
      expect(copied).toContain('export default function');
      await expect(box.getByRole('status')).toHaveText('', { timeout: 5_000 });
    });
  });

  test('the standalone link opens the demo alone in a new tab', async ({ page, context }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    const link = page.getByRole('link', { name: 'Open demo in a new tab' }).first();
    await expect(link).toHaveAttribute('href', /\/~demos\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const [standalone] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await standalone.waitForLoadState();
    await expect(standalone.locator('.rc-pagination').first()).toBeVisible();
    await expect(standalone.locator('.rcp-previewer')).toHaveCount(0);
  });

  visit('the JavaScript switch shows the demo without its types, for every demo on the page', async ({
    page,
    problems,
  }) => {
    await page.goto('demo/item-render');
    await waitForApp(page);
    const box = page.locator('.rcp-previewer').first();
    await box.getByRole('button', { name: 'Show code' }).click();
    const code = box.getByRole('region', { name: 'Source code: Text links' });
    await expect(code).toContainText("PaginationProps['itemRender']");
    await expect(box.getByRole('button', { name: 'TypeScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await box.getByRole('button', { name: 'JavaScript' }).click();
    await expect(code).toContainText('index.jsx');
    await expect(code).not.toContainText('PaginationProps');
    await expect(code).toContainText('const itemRender = (page, type, element) => {');
    await expect(code).toContainText('<a className="prev">Previous</a>');

    // the choice is shared: the next demo opens in JavaScript too, and after a reload
    const second = page.locator('.rcp-previewer').nth(1);
    await second.getByRole('button', { name: 'Show code' }).click();
    await expect(second.getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await waitForApp(page);
    await page.locator('.rcp-previewer').first().getByRole('button', { name: 'Show code' }).click();
    await expect(page.locator('.rcp-previewer').first()).toContainText('index.jsx');
    expect(problems.foreignRequests).toEqual([]);
  });

  visit('controls are named in Chinese on Chinese pages', async ({ page }) => {
    await page.goto('zh-CN/demo/basic');
    await waitForApp(page);
    const box = page.locator('.rcp-previewer').first();
    for (const name of ['显示代码', '复制代码', '在 CodeSandbox 中打开', '在 StackBlitz 中打开']) {
      await expect(box.getByRole('button', { name })).toBeVisible();
    }
    await expect(box.getByRole('link', { name: '在新标签页中打开示例' })).toBeVisible();
  });
});

test.describe('code blocks', () => {
  test('demo code shows at once, coloured and read-only; Edit brings the editor, a chunk no page downloads before', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\.js$/.test(request.url())) scripts.push(request.url());
    });
    await page.goto('demo/basic');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Show code' }).first().click();
    const code = page.locator('.rcp-previewer-code').first();
    await expect(code.locator(HIGHLIGHTED_CODE)).toContainText("import Pagination from 'rc-pagination';");
    await expect(code.getByRole('textbox')).toHaveCount(0);
    const shown = new Set(scripts);

    await code.getByRole('button', { name: 'Edit code' }).click();
    const editor = code.getByRole('textbox', { name: "Edit the demo's code" });
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(/import Pagination from 'rc-pagination';/);
    // coloured: under the editor's text, a keyword is drawn in another colour than plain text
    const colours = await code.locator('.rcp-previewer-editor .token-line').first().evaluate((line) => [
      getComputedStyle(line.querySelector('.token.keyword')!).color,
      getComputedStyle(line.querySelector('.token.plain, .token.punctuation')!).color,
    ]);
    expect(colours[0]).not.toBe(colours[1]);
    // the editor came with Edit, as a chunk of its own
    expect(scripts.filter((url) => !shown.has(url)).length).toBeGreaterThan(0);
  });

  test('on the home page, shell commands stay plain, TypeScript is coloured, every block has a named copy button', async ({
    page,
  }) => {
    await page.goto('');
    await waitForApp(page);
    const blocks = page.locator('.markdown .site-code');
    const shell = blocks.filter({ hasText: 'npm install' }).first();
    const usage = blocks.filter({ hasText: "from 'rc-pagination'" }).first();
    await usage.scrollIntoViewIfNeeded();
    await expect(usage.locator(HIGHLIGHTED_CODE)).toBeVisible();
    await expect(shell.locator('.prism-code')).toBeVisible();
    await expect(shell.locator(HIGHLIGHTED_CODE)).toHaveCount(0);
    const count = await blocks.count();
    expect(count).toBeGreaterThan(2);
    await expect(
      // an install block's panel names its command's manager
      page.locator('.markdown .site-code').getByRole('button', { name: /^Copy (code|the (npm|yarn|pnpm) command)$/ }),
    ).toHaveCount(count);
  });
});
