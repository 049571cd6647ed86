import type { Locator, Page } from '@playwright/test';
import { waitForApp } from './support';
import { sharePayload } from '../support/hostilePayloads.mjs';

/** What the sandbox specs share: the basic demo page, its editor, and the frame it runs edits in. */
export const ROUTE = 'demo/basic';
export const DEMO_SELECTOR = '.rcp-previewer';
/** The frame that shows the latest run (a next run's frame loads beside it as .rcp-sandbox-next). */
export const SHOWN_FRAME = 'iframe.rcp-sandbox-frame';

/** The basic page's first demo, its code opened and Edit pressed. */
export async function openFirstDemoCode(page: Page): Promise<Locator> {
  await page.goto(ROUTE);
  await waitForApp(page);
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  return box;
}

export async function replaceCode(page: Page, code: string): Promise<void> {
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('textbox', { name: "Edit the demo's code" }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/**
 * What the shown frame's own thread answers: it runs a script there, so it returns only once
 * that thread is free again (a frame still looping never answers, and the test times out).
 */
export async function frameAnswers(box: Locator): Promise<string> {
  const frame = await (await box.locator(SHOWN_FRAME).elementHandle())!.contentFrame();
  return frame!.evaluate(() => document.readyState);
}

/** The id of the page's first demo box. */
export async function demoId(page: Page): Promise<string> {
  return (await page.locator(DEMO_SELECTOR).first().getAttribute('id')) ?? '';
}

/** The basic page's address that shares `code` as the first demo's index.tsx (as Share writes it). */
export function shareAddress(id: string, code: string, route = ROUTE): string {
  return `${route}#${id}~${sharePayload({ 'index.tsx': code })}`;
}
