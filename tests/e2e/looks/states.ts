import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, waitForApp } from '../support';

/** The width of a desktop window and of a phone (iPhone 12–15), in CSS pixels. */
export const WIDTHS = { desktop: 1280, phone: 390 } as const;
/** Window heights: the desktop one a little short of a laptop's, to keep the baselines small. */
export const HEIGHTS = { desktop: 720, phone: 844 } as const;
export type Width = keyof typeof WIDTHS;

export const LANGUAGES = { en: { prefix: '', file: 'en-US' }, zh: { prefix: 'zh-CN/', file: 'zh-CN' } };
export type Language = keyof typeof LANGUAGES;

/** The interface string `id` in `language`, read from the site's own locale files. */
export function message(language: Language, id: string): string {
  const file = path.join(__dirname, `../../../.dumi/theme/locales/${LANGUAGES[language].file}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = messages[id];
  if (text === undefined) throw new Error(`no interface string "${id}" in ${file}`);
  return text;
}

/** Resizes the window and waits for the transitions a resize starts (the menu fading out). */
export async function setWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[width], height: HEIGHTS[width] });
  await settle(page);
}

/**
 * Waits until no transition or finite animation is running (a menu fading, a dropdown sliding
 * in), so colours and opacities are the final ones. Endless ones (a spinner) are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * What only shows after a click, drawn over the page. Each opens it on the page it names
 * (relative to the language's home) and waits until it is drawn.
 */
export const OPENED_STATES: Record<
  string,
  { route: string; widths: Width[]; open: (page: Page, language: Language) => Promise<void> }
> = {
  'size-changer-open': {
    route: 'demo/sizer',
    // rc-pagination's stylesheet hides the size changer on screens narrower than 576 px
    widths: ['desktop'],
    open: async (page) => {
      await page.locator('.rc-pagination-options .rc-select-selector').first().click();
      await expect(page.locator('.rc-select-dropdown:not(.rc-select-dropdown-hidden)').first()).toBeVisible();
      await settle(page);
    },
  },
  'search-results': {
    route: 'demo/basic',
    widths: ['desktop', 'phone'],
    open: async (page, language) => {
      const search = page.getByRole('combobox', { name: message(language, 'search.label') });
      if (!(await search.isVisible())) {
        await page.getByRole('button', { name: message(language, 'layout.menu'), exact: true }).click();
      }
      await search.fill('jumper');
      await expect(page.getByRole('option').first()).toBeVisible();
      await settle(page);
    },
  },
  'code-shown': {
    route: 'demo/basic',
    widths: ['desktop', 'phone'],
    open: async (page, language) => {
      await page.getByRole('button', { name: message(language, 'previewer.code.show') }).first().click();
      // the code opens to read, coloured once the site's Prism has loaded
      const code = page.locator('.rcp-previewer-code .prism-code[class*="language-"]').first();
      await expect(code).toBeVisible();
      await expect(code).toContainText('Pagination');
      await settle(page);
    },
  },
};

/** Opens `route` in a language and waits for the app to take over. */
export async function openPage(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page);
}
