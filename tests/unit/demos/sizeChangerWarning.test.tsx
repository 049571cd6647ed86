import { act, cleanup, fireEvent, render } from '@testing-library/react';
import fs from 'fs';
import path from 'path';
import React, { type ComponentType, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zhCN from '../../../.dumi/theme/locales/zh-CN.json';
import { PlaygroundPagination } from '../../../src/playground/Preview';
import { presetWords } from '../../../src/playground/presets';
import { DEFAULT_STATE } from '../../../src/playground/state';
import { ENGLISH_WORDS } from '../playground/samples';

/**
 * rc-pagination 4.0.4 hands rc-select 14.11.0 a prop it does not know (popupMatchSelectWidth),
 * which React reports only in development, as vitest runs it: every size changer a page draws
 * itself, on every page with one, and the playground's first state (500 items, which shows the
 * changer by itself), draws and opens its list with no React warning. A Versions example written
 * for another release (`release="…"`) is not drawn by the page: it waits for its Run button.
 */
const DOCS = path.resolve(__dirname, '../../../docs');

/** The demos a page draws itself: `<code src>` without a `release`, resolved from the page. */
function drawnDemos(page: string): string[] {
  const markdown = fs.readFileSync(page, 'utf8');
  return [...markdown.matchAll(/<code src="([^"]+)"([^>]*)>/g)]
    .filter(([, , attributes]) => !/\brelease=/.test(attributes))
    .map(([, src]) => path.resolve(path.dirname(page), src))
    .filter((file) => /\.[jt]sx$/.test(file));
}

const pages = (fs.readdirSync(DOCS, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join(DOCS, file));
const WITH_SIZE_CHANGER = pages
  .map((page) => ({
    page: path.relative(DOCS, page),
    demos: drawnDemos(page).filter((demo) => fs.readFileSync(demo, 'utf8').includes('selectComponentClass=')),
  }))
  .filter(({ demos }) => demos.length > 0);

/** React's development warnings, which it writes with console.error. */
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/^Warning: /.test(text)) warnings.push(text);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * Renders, then opens the first size changer's list that can open (a disabled one cannot) as a
 * visitor's click does; says whether one opened.
 */
async function drawAndOpen(element: ReactElement): Promise<boolean> {
  const { container, unmount } = render(element);
  const changers = container.querySelectorAll('.rc-pagination-options-size-changer');
  expect(changers.length, 'size changers drawn').toBeGreaterThan(0);
  const enabled = [...changers].find((changer) => !changer.classList.contains('rc-select-disabled'));
  if (enabled) {
    await act(async () => {
      fireEvent.mouseDown(enabled.querySelector('.rc-select-selector')!);
    });
    expect(document.querySelector('.rc-select-dropdown:not(.rc-select-dropdown-hidden)'), 'the opened list').not.toBeNull();
  }
  unmount();
  return Boolean(enabled);
}

describe('every size changer draws and opens its list with no React warning', () => {
  it('finds the pages with a size changer', () => {
    expect(WITH_SIZE_CHANGER.map(({ page }) => page)).toEqual(
      expect.arrayContaining(['index.md', 'index.zh-CN.md', 'demo/sizer.md', 'demo/sizer.zh-CN.md', 'questions.md', 'questions.zh-CN.md']),
    );
  });

  for (const { page, demos } of WITH_SIZE_CHANGER) {
    it(page, async () => {
      const opened: string[] = [];
      for (const demo of demos) {
        const { default: Demo } = (await import(/* @vite-ignore */ demo)) as { default: ComponentType };
        if (await drawAndOpen(<Demo />)) opened.push(demo);
      }
      expect(opened.length, 'demos whose list opened').toBeGreaterThan(0);
      expect(warnings).toEqual([]);
    });
  }

  for (const [language, words] of [
    ['en-US', ENGLISH_WORDS],
    ['zh-CN', presetWords((id) => (zhCN as Record<string, string>)[id])],
  ] as const) {
    it(`the playground's first state (${language})`, async () => {
      expect(await drawAndOpen(<PlaygroundPagination state={DEFAULT_STATE} words={words} />)).toBe(true);
      expect(warnings).toEqual([]);
    });
  }

  it("sees the warning rc-select's Select as it is would cause", async () => {
    const { default: Pagination } = await import('rc-pagination');
    const { default: Select } = await import('rc-select');
    expect(await drawAndOpen(<Pagination total={500} showSizeChanger selectComponentClass={Select} />)).toBe(true);
    expect(warnings.join('\n')).toMatch(/popupMatchSelectWidth/);
  });
});
