import type { Locator, Page } from '@playwright/test';
import { DRAWN_MODES, storeColorMode } from './routes';
import { expect, test, waitForApp } from './support';

/**
 * Every colour comes from a token of src/styles/tokens.css, dumi's own parts included (its Less
 * bakes colours into its stylesheet; src/styles/dumi-theme.css repaints them from the tokens).
 * Here a token is changed on the running page, as an edit of tokens.css would change it, and the
 * parts drawn with it must follow at once, in light and in dark mode.
 */

/** Values no token holds, one per token changed, so each part is seen to follow its own token. */
const CHANGED = {
  '--site-primary': 'rgb(1, 2, 3)',
  '--site-text': 'rgb(4, 5, 6)',
  '--site-text-soft': 'rgb(7, 8, 9)',
  '--site-content-bg': 'rgb(10, 11, 12)',
  '--site-current-marker': 'rgb(13, 14, 15)',
} as const;
type Token = keyof typeof CHANGED;

/** A part of the page, the property that paints it and the token it must take. */
interface Part {
  name: string;
  locate: (page: Page) => Locator;
  property: 'color' | 'border-top-color' | 'background-color';
  pseudo?: '::after';
  token: Token;
  modes?: readonly (typeof DRAWN_MODES)[number][];
}

const PARTS: Part[] = [
  {
    name: "the sidebar's current page (dumi's sidebar)",
    locate: (page) => page.locator('.dumi-default-sidebar > dl > dd > a.active'),
    property: 'color',
    token: '--site-primary',
  },
  {
    name: "the navigation's current section",
    locate: (page) => page.locator('header .site-navbar-link[aria-current]'),
    property: 'color',
    token: '--site-text',
  },
  {
    name: "rc-pagination's current page",
    locate: (page) => page.locator('.rc-pagination-item-active a'),
    property: 'color',
    token: '--site-primary',
  },
  {
    // in light mode the demo keeps rc-pagination's own frame, as a visitor's app shows it
    name: "rc-pagination's current page frame",
    locate: (page) => page.locator('.rc-pagination-item-active'),
    property: 'border-top-color',
    token: '--site-primary',
    modes: ['dark'],
  },
  {
    name: "the current content tab (the site's tabs in dumi's tab bar)",
    locate: (page) => page.locator('.site-content-tab[aria-current]'),
    property: 'color',
    token: '--site-text',
  },
  {
    name: "the mark under the current content tab (dumi's content tabs)",
    locate: (page) => page.locator('.dumi-default-content-tabs > li[data-active]'),
    property: 'background-color',
    pseudo: '::after',
    token: '--site-current-marker',
  },
  {
    name: "the page's text (dumi's markdown)",
    locate: (page) => page.locator('.dumi-default-content .markdown').first(),
    property: 'color',
    token: '--site-text-soft',
  },
  {
    name: "the content's card (dumi's content)",
    locate: (page) => page.locator('.dumi-default-content'),
    property: 'background-color',
    token: '--site-content-bg',
  },
];

async function paint(part: Part, page: Page): Promise<string> {
  const element = part.locate(page).first();
  await expect(element, part.name).toBeVisible();
  return element.evaluate(
    (node, [property, pseudo]) => getComputedStyle(node, pseudo).getPropertyValue(property),
    [part.property, part.pseudo ?? null] as const,
  );
}

for (const mode of DRAWN_MODES) {
  test(`in ${mode} mode, the current items of the sidebar, the navigation and rc-pagination follow a token changed on the page`, async ({
    page,
  }) => {
    await storeColorMode(page, mode);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('demo/locale');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-prefers-color', mode);

    const parts = PARTS.filter((part) => !part.modes || part.modes.includes(mode));
    for (const part of parts) {
      // the page does not draw it in the value about to be set, so a change is a change
      expect(await paint(part, page), `${part.name} before the change`).not.toBe(CHANGED[part.token]);
    }

    // an inline declaration on <html> outranks both the light and the dark block of tokens.css
    await page.evaluate((changed) => {
      for (const [name, value] of Object.entries(changed)) {
        document.documentElement.style.setProperty(name, value);
      }
    }, CHANGED);

    // polled: some of these parts ease into a new colour (dumi's sidebar links have a transition)
    for (const part of parts) {
      await expect
        .poll(() => paint(part, page), { message: `${part.name} (${part.property}) follows ${part.token}` })
        .toBe(CHANGED[part.token]);
    }
  });
}
