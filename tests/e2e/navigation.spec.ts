import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, visit, waitForApp } from './support';
import { DEFAULT_RELEASE } from '../../src/versions/releases';

const UPSTREAM = 'https://github.com/react-component/pagination';
const REPOSITORY = 'https://github.com/rc-pagination-docs/rc-pagination-docs';

/** Demo pages sorted by the `order` in their frontmatter, as the sidebar should list them. */
function demoPagesByOrder(): string[] {
  const dir = path.join(__dirname, '../../docs/demo');
  return readdirSync(dir)
    .filter((file) => /^[\w-]+\.md$/.test(file))
    .map((file) => {
      const order = Number(
        /^order:\s*(\d+)/m.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1],
      );
      return { route: `demo/${file.replace(/\.md$/, '')}`, order };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ route }) => route);
}

test.describe('navigation', () => {
  for (const { prefix, github, changelog } of [
    { prefix: '', github: 'GitHub', changelog: 'Changelog' },
    { prefix: 'zh-CN/', github: 'GitHub', changelog: '更新日志' },
  ]) {
    visit(`/${prefix} appends the configured external links after the page navigation`, async ({
      page,
    }) => {
      await page.goto(`${prefix}demo/simple`);
      await waitForApp(page);
      const nav = page.getByRole('navigation', { name: prefix ? '主导航' : 'Main' });
      const links = nav.getByRole('link');
      const names = await links.allTextContents();
      expect(names.slice(-2).map((name) => name.replace(/[（(].*$/, '').trim())).toEqual([
        github,
        changelog,
      ]);
      expect(names[0]).toMatch(prefix ? /示例/ : /Demo/);
      for (const [name, href] of [
        [github, UPSTREAM],
        [changelog, `${UPSTREAM}/releases`],
      ]) {
        const link = nav.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(nav.getByRole('link', { name: prefix ? '示例' : 'Demo' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    visit(`/${prefix} the navigation leads to the API table on the home page`, async ({
      page,
    }) => {
      await page.goto(`${prefix}demo/simple`);
      await waitForApp(page);
      const nav = page.getByRole('navigation', { name: prefix ? '主导航' : 'Main' });
      const names = (await nav.getByRole('link').allTextContents()).map((name) =>
        name.replace(/[（(].*$/, '').trim(),
      );
      // among the site's own entries, before the links to other sites
      expect(names.slice(-3)).toEqual(['API', github, changelog]);
      await nav.getByRole('link', { name: 'API', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'API' })).toBeInViewport();
      expect(new URL(page.url()).hash).toBe('#api');
    });
  }

  visit('the sidebar lists the demo pages in the order of their frontmatter', async ({ page }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    const hrefs = await page
      .getByRole('navigation', { name: 'Pages in this section' })
      .locator('dd > a')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    const expected = demoPagesByOrder();
    expect(hrefs.map((href) => href.replace(/^.*?(demo\/)/, '$1'))).toEqual(expected);
  });

  visit('previous and next links follow the sidebar order', async ({ page, baseURL }) => {
    await page.goto('demo/simple');
    await waitForApp(page);
    const pager = page.getByRole('navigation', { name: 'Previous and next page' });
    await expect(pager.getByRole('link', { name: /Previous\s*Basic/ })).toHaveAttribute(
      'href',
      /demo\/basic$/,
    );
    await pager.getByRole('link', { name: /Next\s*Controlled/ }).click();
    await expect(page).toHaveURL(new URL('demo/controlled', baseURL).href);

    await page.goto('zh-CN/demo/simple');
    await waitForApp(page);
    await expect(
      page
        .getByRole('navigation', { name: '上一页和下一页' })
        .getByRole('link', { name: /上一篇/ }),
    ).toBeVisible();
  });

  visit('edit link and last-updated line, in both languages', async ({ page }) => {
    for (const { route, file, edit, updated } of [
      {
        route: 'demo/basic',
        file: 'docs/demo/basic.md',
        edit: 'Edit this page',
        updated: 'Last updated:',
      },
      {
        route: 'zh-CN/demo/basic',
        file: 'docs/demo/basic.zh-CN.md',
        edit: '编辑此页',
        updated: '最后更新：',
      },
      {
        route: 'demo/locale?tab=custom',
        file: 'docs/demo/locale.$tab-custom.md',
        edit: 'Edit this page',
        updated: 'Last updated:',
      },
    ]) {
      await page.goto(route);
      await waitForApp(page);
      const link = page.getByRole('link', { name: new RegExp(`^${edit}`) });
      await expect(link).toHaveAttribute('href', `${REPOSITORY}/edit/main/${file}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const footer = page.locator('.dumi-default-content-footer');
      await expect(footer).toContainText(updated);
      const time = footer.locator('time');
      const stamp = await time.getAttribute('datetime');
      expect(Number.isNaN(Date.parse(stamp ?? ''))).toBe(false);
      await expect(time).not.toBeEmpty();
    }
  });

  visit('a long page without a sidebar gets a table of contents', async ({ page }) => {
    await page.goto('');
    await waitForApp(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link', { name: 'API' })).toBeVisible();
    await toc.getByRole('link', { name: 'Install' }).click();
    await expect(page.getByRole('heading', { name: 'Install', exact: true })).toBeInViewport();

    await page.goto('zh-CN');
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: '本页目录' })).toBeVisible();
  });

  visit('on a narrow screen a named button opens the sidebar and Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const { route, name, sidebar } of [
      { route: 'demo/basic', name: 'Sidebar', sidebar: 'Pages in this section' },
      { route: 'zh-CN/demo/basic', name: '侧边菜单', sidebar: '本节页面' },
    ]) {
      await page.goto(route);
      await waitForApp(page);
      const button = page.getByRole('button', { name, exact: true });
      const region = page.getByRole('navigation', { name: sidebar });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(region.locator('dd > a').last()).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(region.locator('dd > a').last()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    }
  });

  visit('on a narrow screen the header menu button has a name and opens the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('demo/basic');
    await waitForApp(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Search the documentation' })).toBeVisible();
  });
});

test.describe('content tabs', () => {
  visit('the selected tab is kept in ?tab=, the default tab removes it, Back restores it', async ({
    page,
    baseURL,
    problems,
  }) => {
    await page.goto('demo/locale');
    await waitForApp(page);
    const tabs = page.getByRole('navigation', { name: 'Page tabs' });
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Custom locale' }).click();
    await expect(page).toHaveURL(new URL('demo/locale?tab=custom', baseURL).href);
    await expect(page.getByRole('heading', { name: 'Fields' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Custom locale' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(new URL('demo/locale', baseURL).href);
    await expect(page.getByRole('heading', { name: 'Fields' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(new URL('demo/locale?tab=custom', baseURL).href);
    await expect(page.getByRole('heading', { name: 'Fields' })).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  visit('a shared link with ?tab= opens that tab, without hydration errors', async ({
    page,
    problems,
  }) => {
    await page.goto('zh-CN/demo/locale?tab=custom');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: '字段' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '页面标签' }).getByRole('link', { name: '自定义语言' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(problems.consoleErrors).toEqual([]);
  });

  visit('search finds a tab and links to it with ?tab= and an anchor', async ({ page, baseURL }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Search the documentation' }).fill('jump_to_confirm');
    const option = page.locator('[role="option"][href$="/demo/locale?tab=custom#fields"]');
    await expect(option).toContainText('jump_to_confirm');
    await option.click();
    await expect(page).toHaveURL(new URL('demo/locale?tab=custom#fields', baseURL).href);
    await expect(page.getByRole('heading', { name: 'Fields' })).toBeInViewport();
  });
});

test.describe('language switch', () => {
  // every route's own switch (to the same page in the other language) is the route sweep's:
  // sweep.spec.ts

  visit("a page downloads its own language's interface strings, the other's only on a switch", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const chineseStrings = async () => (await Promise.all(scripts)).some((text) => text.includes('搜索文档'));
    await page.goto('demo/basic');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await chineseStrings()).toBe(false);
    await page.getByRole('link', { name: 'Language: 中文' }).click();
    await expect(page.getByRole('combobox', { name: '搜索文档' })).toBeVisible();
    expect(await chineseStrings()).toBe(true);
  });

  visit('keeps ?tab= and the anchor, and the language of <html> follows', async ({
    page,
    baseURL,
  }) => {
    await page.goto('demo/locale?tab=custom#fields');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Language: 中文' }).click();
    await expect(page).toHaveURL(new URL('zh-CN/demo/locale?tab=custom#fields', baseURL).href);
    await expect(page.getByRole('heading', { name: '字段' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('link', { name: '语言： English' }).click();
    await expect(page).toHaveURL(new URL('demo/locale?tab=custom#fields', baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  visit('client-side navigation keeps <html lang> right', async ({ page }) => {
    await page.goto('zh-CN/demo/basic');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page
      .getByRole('navigation', { name: '本节页面' })
      .getByRole('link', { name: '受控' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('link', { name: '语言： English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  visit('a standalone demo page takes its interface language from ?locale=, and names a release it does not run', async ({ page }) => {
    await page.goto('~demos/docs-demo-basic-demo-basic?locale=zh-CN');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('~demos/docs-demo-basic-demo-basic');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('status')).toHaveCount(0);
    // a release the site does not run is named as text, and the demo runs on the site's own
    await page.goto(`~demos/docs-demo-basic-demo-basic?release=${encodeURIComponent('<b>9.9.9</b>')}`);
    await waitForApp(page);
    await expect(page.getByRole('status')).toHaveText(`The address asks for release “<b>9.9.9</b>”, which this site does not run: shown on rc-pagination ${DEFAULT_RELEASE}.`);
    await expect(page.locator('.rc-pagination').first()).toBeVisible();
  });

  test('a prerendered standalone demo page already carries the default lang', async ({ request }) => {
    const response = await request.get('~demos/docs-demo-basic-demo-basic.zh-cn');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<html lang="en-US"[\s>]/);
  });
});
