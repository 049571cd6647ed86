import type { Locator, Page } from '@playwright/test';
import { expect, onDialog, visit as test, waitForApp } from './support';

const LABEL = { en: 'Search the documentation', zh: '搜索文档' };

function searchBox(page: Page, name = LABEL.en): Locator {
  return page.getByRole('combobox', { name });
}

function results(page: Page): Locator {
  return page.getByRole('listbox');
}

/** Types into the search box and waits for the results (or the "nothing found" text). */
async function search(page: Page, keywords: string, name = LABEL.en) {
  const box = searchBox(page, name);
  await box.fill(keywords);
  await expect(page.locator('.site-search-popup [role="status"]')).not.toHaveText(
    /Searching|正在搜索/,
  );
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
  });

  test('finds a property in the API table of the home page and on the jumper page', async ({
    page,
    problems,
  }) => {
    await search(page, 'showQuickJumper');
    const apiRow = results(page).getByRole('option', {
      name: /showQuickJumper · all · boolean \| object/,
    });
    await expect(apiRow).toHaveAttribute('href', /\/#api$/);
    await expect(
      results(page).locator('[role="option"][href$="/demo/jumper"]').first(),
    ).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('groups results by navigation title, the group of the best hit first, a page-title hit on top', async ({
    page,
  }) => {
    // the home page's list of links mentions every page: it no longer comes first
    await search(page, 'jumper');
    const groupNames = await results(page)
      .locator('[role="group"] > [role="presentation"]')
      .allTextContents();
    expect(groupNames[0]).toBe('Demo');
    expect(new Set(groupNames).size).toBe(groupNames.length);
    const first = results(page).getByRole('option').first();
    await expect(first).toHaveAttribute('data-type', 'page');
    await expect(first).toHaveAttribute('href', /\/demo\/jumper$/);
    // one hit per target
    const hrefs = await results(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  test('a hit on a section links to its anchor and scrolls the heading into view', async ({
    page,
    baseURL,
  }) => {
    await search(page, 'showQuickJumper');
    await results(page)
      .getByRole('option', { name: /showQuickJumper · all · boolean \| object/ })
      .click();
    await expect(page).toHaveURL(new URL('#api', baseURL).href);
    await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeInViewport();
    await expect(results(page)).toBeHidden();
  });

  test('cuts an unmatched lead longer than 20 characters to its last 20 after an ellipsis', async ({
    page,
  }) => {
    await search(page, 'selectComponentClass');
    const leads = await results(page)
      .locator('.site-search-option-title, .site-search-option-text')
      .evaluateAll((spans) =>
        spans
          .filter((span) => span.querySelector('mark'))
          .map((span) => {
            let lead = '';
            for (const node of Array.from(span.childNodes)) {
              if (node.nodeName === 'MARK') break;
              lead += node.textContent;
            }
            return lead;
          }),
      );
    const cut = leads.filter((lead) => lead.startsWith('…'));
    expect(cut.length).toBeGreaterThan(0);
    for (const lead of cut) expect(lead).toHaveLength(21);
    for (const lead of leads.filter((text) => !text.startsWith('…'))) {
      expect(lead.length).toBeLessThanOrEqual(20);
    }
  });

  test('says so when nothing matches, in English and in Chinese', async ({ page }) => {
    await search(page, 'qqzzxxnothing');
    await expect(
      page.getByRole('status').filter({ hasText: 'No content was found' }),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

    await page.goto('zh-CN/demo/basic');
    await waitForApp(page);
    await search(page, 'qqzzxxnothing', LABEL.zh);
    await expect(page.getByRole('status').filter({ hasText: '未找到相关内容' })).toBeVisible();
  });

  test('an empty keyword clears the results', async ({ page }) => {
    await search(page, 'jumper');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await searchBox(page).fill('   ');
    await expect(results(page)).toBeHidden();
    // the results' options (the page's own selects, such as a demo's Run-on switch, keep theirs)
    await expect(page.locator('[role="option"]')).toHaveCount(0);
  });

  test('each language searches its own pages', async ({ page }) => {
    await search(page, 'showQuickJumper');
    const english = await results(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
    expect(english.length).toBeGreaterThan(0);
    expect(english.some((href) => href.includes('/zh-CN'))).toBe(false);

    await page.goto('zh-CN/demo/basic');
    await waitForApp(page);
    await search(page, 'showQuickJumper', LABEL.zh);
    const chinese = await results(page)
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((href) => href.includes('/zh-CN'))).toBe(true);
  });

  test('works from the keyboard alone', async ({ page, baseURL }) => {
    await page.keyboard.press('ControlOrMeta+k');
    const box = searchBox(page);
    await expect(box).toBeFocused();
    await page.keyboard.type('sizer');
    const first = results(page).getByRole('option').first();
    // results lag the typing by a debounce; wait for those of the whole word, not of "s" or "siz"
    await expect(first.locator('mark').first()).toHaveText(/^sizer$/i);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).not.toHaveAttribute('aria-activedescendant', /.+/);

    await page.keyboard.press('ArrowDown');
    const firstId = await first.getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? 'missing');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? 'missing');

    const target = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(target ?? 'missing', baseURL).href);
    await expect(results(page)).toBeHidden();

    // Escape closes the list, a second Escape clears the field
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('locale');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('locale');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });
});

test.describe('hostile search input', () => {
  const HOSTILE = [
    '(',
    '[a',
    '.*',
    '\\',
    'a+b?',
    'x'.repeat(5000),
    '        ',
    '😀',
    '👩‍👩‍👧 🇨🇳',
    '<img src=x onerror=alert(1)>',
    '</script><script>alert(1)</script>',
    '${}',
    '%00',
    '\u0000',
    '{{constructor.constructor("alert(1)")()}}',
    '" onmouseover="alert(1)',
    'javascript:alert(1)',
    '^$|*+?',
    '<b>bold</b> <svg onload=alert(1)>',
    "' OR 1=1 --",
  ];

  test(`${HOSTILE.length} hostile keywords cause no error, no dialog and no injected markup`, async ({
    page,
    problems,
  }) => {
    const dialogs: string[] = [];
    onDialog(page, async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto('');
    await waitForApp(page);
    const box = searchBox(page);
    for (const keywords of HOSTILE) {
      await box.fill(keywords);
      await page.waitForTimeout(250);
      await expect(page.locator('.site-search-popup [role="status"]')).not.toHaveText(/Searching/);
      // results hold text, marks and the icons we draw, nothing else
      const foreign = await page.locator('.site-search-popup').evaluate((popup) =>
        Array.from(popup.querySelectorAll('*'))
          .map((element) => element.tagName.toLowerCase())
          .filter((tag) => !['div', 'a', 'span', 'mark', 'svg', 'path'].includes(tag)),
      );
      expect(foreign, `markup for ${JSON.stringify(keywords.slice(0, 40))}`).toEqual([]);
    }
    expect(await page.locator('img[src="x"], b, [onerror], [onload], [onmouseover]').count()).toBe(
      0,
    );
    expect(dialogs).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
