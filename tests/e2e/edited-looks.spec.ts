import fs from 'node:fs';
import { devices, type Locator, type Page } from '@playwright/test';
import { compareShots } from './looks/compareShots';
import { LANGUAGES, message, settle, type Language } from './looks/states';
import { COLOR_MODE_ATTRIBUTE, storeColorMode, type DrawnMode } from './routes';
import { DEMO_ROUTES, expect, test, visit, waitForApp } from './support';

/**
 * An edited demo is the original: for every demo on the demo pages that stand for the rest, at 1280 × 800 and
 * at a phone's width, the demo box drawn by the page and the same code run in the sandbox frame
 * after an edit that changes nothing visible (a trailing space) are the same picture, under
 * Playwright's default thresholds (VISUAL_THRESHOLDS). Both pictures are taken live, so the spec fails the day the frame
 * drifts from the page: its fonts, its media queries, its colours or its size
 * (maintainers/live-demo-look.md). Root project only.
 *
 * Each page is drawn in two of the four mode × language pairs, light in English and dark in
 * Chinese: every page meets both modes and both languages. The look message carries the page's
 * computed colours and its language as separate fields (src/sandbox/look.ts), so a pair adds no case of
 * its own; the other two pairs doubled the suite's longest spec. The colour-switch test below
 * adds dark after light on one page.
 *
 * The pages are one per kind of look the frame must carry over (LOOK_PAGES): the other demo pages
 * draw only what these draw (rc-pagination's items and stylesheet, the size changer's
 * rc-select, a paragraph of text), so they add time but no case.
 */
/**
 * The demo pages pictured, each for the look only it brings to the frame, beside what every page
 * has (rc-pagination's items and stylesheet, the page's fonts and colours, both widths' media
 * queries). Every other demo page is made of the same parts.
 */
const LOOK_PAGES: Record<string, string> = {
  'demo/basic': 'the plain items at both widths, a paragraph with inline code under the pagination',
  'demo/more': "the size changer's rc-select and its stylesheet, the quick jumper's input, the total's text, many items hidden by media queries, and a demo that throws",
  'demo/jumper-with-go-button': "the jumper's button, the browser's own and a custom one",
  'demo/simple': "simple mode's input, enabled and disabled",
  'demo/item-render': 'items drawn by itemRender: text in place of the arrows',
  'demo/styles': "a demo's own imported stylesheet, with its spans and custom colours",
  'demo/locale': "a native <select> in a label beside the pagination, drawn in the page's colour scheme",
};

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof SIZES;

const BOXES = '.rcp-previewer';
const DEMO = '.rcp-previewer-demo';
/** The frame once it shows the edited demo (SandboxFrame sets data-shown). */
const SHOWN_FRAME = 'iframe.rcp-sandbox-frame[data-shown]';
/** The site's sticky header, which may lie over a demo box scrolled under it. */
const HIDE_STICKY = '.dumi-default-header { visibility: hidden !important; }';

/** The demo box as a picture, centred in the window, with what moves (carets, animations) stilled. */
async function shotOf(box: Locator): Promise<Buffer> {
  const demo = box.locator(DEMO);
  await demo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return demo.screenshot({ animations: 'disabled', caret: 'hide', style: HIDE_STICKY });
}

/**
 * The demo box's picture once two in a row agree, as toHaveScreenshot waits: the frame draws a
 * moment after it reported, and again when the window was resized.
 */
async function steadyShotOf(page: Page, box: Locator): Promise<Buffer> {
  await settle(page);
  let previous = await shotOf(box);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const next = await shotOf(box);
    if (compareShots(next, previous) === null) return next;
    previous = next;
  }
  return previous;
}

/** Opens the code of every demo box, adds a space at the end of it, and hides the code again. */
async function editEveryDemo(page: Page, boxes: Locator[], language: Language): Promise<void> {
  for (const box of boxes) {
    await box.getByRole('button', { name: message(language, 'previewer.code.show'), exact: true }).click();
    await box.getByRole('button', { name: message(language, 'previewer.live.edit'), exact: true }).click();
    const editor = box.getByRole('textbox', { name: message(language, 'previewer.live.editor') });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(' ');
    await expect(editor).toHaveValue(/ $/);
    // the code out of the way again, so every box stands where it stood in the original's picture
    await box.getByRole('button', { name: message(language, 'previewer.code.hide'), exact: true }).click();
  }
  for (const box of boxes) {
    await expect(box.locator(SHOWN_FRAME)).toBeVisible();
    // the page's own copy of the demo is gone: what is drawn now is the frame's
    await expect(box.locator(`${DEMO} > :not(iframe)`)).toHaveCount(0);
  }
}

/** Light in English, dark in Chinese: each mode and each language on every page. */
const PAIRS: [DrawnMode, Language][] = [
  ['light', 'en'],
  ['dark', 'zh'],
];

for (const [mode, language] of PAIRS) {
  visit.describe(`${mode} mode, ${language}`, () => {
    visit.beforeEach(async ({ page }) => {
      await storeColorMode(page, mode);
    });

    for (const route of Object.keys(LOOK_PAGES)) {
      visit(`/${LANGUAGES[language].prefix}${route}: every demo, edited, looks as the original at 1280 px and 390 px`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(SIZES.desktop);
        await page.goto(`${LANGUAGES[language].prefix}${route}`);
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, mode);
        const boxes = await page.locator(BOXES).all();
        expect(boxes.length, 'demo boxes on the page').toBeGreaterThan(0);

        const originals = new Map<string, Buffer>();
        for (const size of ['desktop', 'phone'] as Size[]) {
          await page.setViewportSize(SIZES[size]);
          for (const [index, box] of boxes.entries()) originals.set(`${index} ${size}`, await steadyShotOf(page, box));
        }

        await editEveryDemo(page, boxes, language);

        const differences: string[] = [];
        // the phone first, where the window is now; then the frame must follow a resize
        for (const size of ['phone', 'desktop'] as Size[]) {
          await page.setViewportSize(SIZES[size]);
          for (const [index, box] of boxes.entries()) {
            const edited = await steadyShotOf(page, box);
            const original = originals.get(`${index} ${size}`)!;
            const difference = compareShots(edited, original);
            if (!difference) continue;
            const name = `demo ${index + 1} of ${boxes.length} (${await box.getAttribute('id')}) at ${SIZES[size].width} px`;
            differences.push(`${name}: ${difference.errorMessage}`);
            const pictures = { original, edited, difference: difference.diff };
            for (const [kind, body] of Object.entries(pictures)) {
              if (!body) continue;
              // on disk too, for the list reporter's reader: test-results/<test>/
              const file = testInfo.outputPath(`${name.replace(/[^\w-]+/g, '-')}-${kind}.png`);
              fs.writeFileSync(file, body);
              await testInfo.attach(`${name}, ${kind}`, { path: file, contentType: 'image/png' });
            }
          }
        }
        expect(differences, 'edited demos that do not look as the original (pictures attached)').toEqual([]);
      });
    }
  });
}

test('the pictured pages are demo pages of the site', () => {
  expect(DEMO_ROUTES).toEqual(expect.arrayContaining(Object.keys(LOOK_PAGES)));
});

visit('/demo/jumper: an edited demo follows the colour switch as the original does', async ({ page }) => {
  const modeButton = (name: string) => page.getByRole('group', { name: 'Color mode' }).getByRole('button', { name });
  await page.setViewportSize(SIZES.desktop);
  await page.goto('demo/jumper');
  await waitForApp(page);
  const box = page.locator(BOXES).first();
  await modeButton('Dark').click();
  await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, 'dark');
  const original = await steadyShotOf(page, box);

  await modeButton('Light').click();
  await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, 'light');
  await editEveryDemo(page, [box], 'en');
  // the frame was told the light look; the switch must bring it the dark one
  await modeButton('Dark').click();
  await expect(page.locator('html')).toHaveAttribute(COLOR_MODE_ATTRIBUTE, 'dark');
  const edited = await steadyShotOf(page, box);
  expect(compareShots(edited, original)?.errorMessage ?? 'the same').toBe('the same');
});

test.describe('on a phone', () => {
  // the project's browser stays (defaultBrowserType cannot change inside a file)
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('an edit that throws leaves the page as wide as the window, the frame inside its box', async ({ page }) => {
    await page.goto('demo/basic');
    await waitForApp(page);
    const box = page.locator(BOXES).first();
    await box.getByRole('button', { name: 'Show code' }).tap();
    await box.getByRole('button', { name: 'Edit code' }).tap();
    await box.getByRole('textbox', { name: "Edit the demo's code" }).tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText("export default function Broken() {\n  throw new Error('broken on purpose');\n}\n");
    await expect(box.getByRole('button', { name: 'Retry' })).toBeVisible();

    const widths = await box.locator(DEMO).evaluate((demo) => {
      const frame = demo.querySelector('iframe')!.getBoundingClientRect();
      const inside = demo.getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
        frameOutside: Math.max(0, Math.round(frame.right - inside.right), Math.round(inside.left - frame.left)),
      };
    });
    expect(widths.page, 'the page, as wide as the window').toBe(widths.window);
    expect(widths.frameOutside, 'px of the frame outside its demo box').toBe(0);
  });
});
