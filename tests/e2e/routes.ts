import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY } from '../../src/colorMode/modes';
import { ALL_ROUTES } from './support';

/** The playground is a page of its own once docs/playground.md exists; then it is checked too. */
const HAS_PLAYGROUND = existsSync(path.join(__dirname, '../../docs/playground.md'));

/** Every page a visitor can reach from the navigation: ALL_ROUTES plus the playground. */
export const SITE_ROUTES: readonly string[] = HAS_PLAYGROUND
  ? [...ALL_ROUTES, 'playground', 'zh-CN/playground']
  : ALL_ROUTES;

export const DRAWN_MODES = ['light', 'dark'] as const;
export type DrawnMode = (typeof DRAWN_MODES)[number];

/**
 * Stores `mode` the way the colour switch does, before any page script runs, so the head script
 * draws the first paint in it. Call before `page.goto`.
 */
export async function storeColorMode(page: Page, mode: DrawnMode): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // a spec that breaks storage on purpose still gets the default mode
      }
    },
    [COLOR_MODE_STORAGE_KEY, mode] as const,
  );
}

/** Passes once <html> carries the drawn mode. */
export function colorModeOf(page: Page) {
  return page.locator(`html[${COLOR_MODE_ATTRIBUTE}]`);
}

export { COLOR_MODE_ATTRIBUTE };
