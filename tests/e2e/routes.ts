import type { Page } from '@playwright/test';
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY } from '../../src/colorMode/modes';
import { inEveryLanguage, PLAYGROUND_ROUTE } from './docRoutes';
import { ALL_ROUTES, presetStorage } from './support';

/**
 * Every page a visitor can reach from the navigation: ALL_ROUTES plus the playground. Listed
 * outright, so a missing playground page fails the sweeps instead of quietly leaving them.
 */
export const SITE_ROUTES: readonly string[] = [...ALL_ROUTES, ...inEveryLanguage([PLAYGROUND_ROUTE])];

export const DRAWN_MODES = ['light', 'dark'] as const;
export type DrawnMode = (typeof DRAWN_MODES)[number];

/**
 * Stores `mode` the way the colour switch does, before any page script runs, so the head script
 * draws the first paint in it. Call before `page.goto`.
 */
export async function storeColorMode(page: Page, mode: DrawnMode): Promise<void> {
  await presetStorage(page, COLOR_MODE_STORAGE_KEY, mode);
}

/** Passes once <html> carries the drawn mode. */
export function colorModeOf(page: Page) {
  return page.locator(`html[${COLOR_MODE_ATTRIBUTE}]`);
}

export { COLOR_MODE_ATTRIBUTE };

/**
 * Pages no navigation entry leads to, each with the `<title>` it must carry: the not-found page
 * in both languages and a standalone demo page (the one a previewer's "open in a new tab" opens).
 */
export const OFF_NAV_PAGES: readonly { route: string; title: string }[] = [
  { route: 'no/such/page', title: 'Page not found' },
  { route: 'zh-CN/no/such/page', title: '页面未找到' },
  { route: '~demos/docs-demo-basic-demo-basic', title: 'Several totals – Demo' },
  { route: '~demos/docs-demo-basic-demo-basic.zh-cn?locale=zh-CN', title: '不同的数据总数 – 示例' },
];
