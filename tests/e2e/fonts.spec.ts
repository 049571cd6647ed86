import type { CDPSession, Page } from '@playwright/test';
import { TEST_FONTS, TEST_FONT_FAMILIES } from '../../scripts/test-fonts.mjs';
import { LANGUAGES, type Language } from './looks/states';
import { DRAWN_MODES, storeColorMode } from './routes';
import { expect, HIGHLIGHTED_CODE, test, waitForApp } from './support';

/**
 * Proof that the test browser draws with the pinned fonts (scripts/test-fonts.mjs), whatever the
 * machine has installed: Chromium itself says, through the DevTools protocol, which font files it
 * drew each piece of text with. If FONTCONFIG_FILE stopped reaching the browser, or a name in a
 * font stack stopped resolving to a pinned font, the system's fonts would show up here, named.
 */

interface PlatformFont {
  familyName: string;
  glyphCount: number;
}

/** The fonts that drew the text directly inside the first element matching `selector`. */
async function fontsOf(session: CDPSession, selector: string): Promise<PlatformFont[]> {
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `an element matching ${selector}`).toBeGreaterThan(0);
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

/** The family that drew most glyphs, after checking that every family is a pinned one. */
async function drawnWith(session: CDPSession, selector: string): Promise<string> {
  const fonts = await fontsOf(session, selector);
  expect(fonts.length, `fonts reported for ${selector}`).toBeGreaterThan(0);
  for (const { familyName } of fonts) {
    expect(TEST_FONT_FAMILIES, `${selector} drawn with "${familyName}"`).toContain(familyName);
  }
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0].familyName;
}

async function openWithDevTools(page: Page, route: string): Promise<CDPSession> {
  await page.goto(route);
  await waitForApp(page);
  // the pinned faces are local files, but the page's own web fonts (if any) must be in too
  await page.evaluate(() => document.fonts.ready);
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  return session;
}

/** What each language's page shows, and which pinned family must draw it. */
const EXPECTED: Record<Language, { paragraph: string; languageSwitch: string }> = {
  // English text in the Latin face; the switch's "中文" falls back to the Chinese one
  en: { paragraph: TEST_FONTS.latin.family, languageSwitch: TEST_FONTS.chinese.family },
  // the Chinese stack names a Chinese face first, which draws the Latin letters too
  zh: { paragraph: TEST_FONTS.chinese.family, languageSwitch: TEST_FONTS.chinese.family },
};

for (const mode of DRAWN_MODES) {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    test(`${language} text, the language switch and code are drawn with the pinned fonts (${mode})`, async ({
      page,
    }) => {
      await storeColorMode(page, mode);
      // the questions page has paragraphs and code blocks in both languages
      const session = await openWithDevTools(page, `${LANGUAGES[language].prefix}questions`);
      const switchText = await page.locator('.site-lang-switch-link [lang]').first().textContent();
      expect(switchText).toBe(language === 'en' ? '中文' : 'English');

      expect(await drawnWith(session, '.markdown > p')).toBe(EXPECTED[language].paragraph);
      expect(await drawnWith(session, '.site-lang-switch-link [lang]')).toBe(EXPECTED[language].languageSwitch);
      // code is coloured once it comes near the screen: the first keyword of the first block.
      // Scroll its wrapper: the plain <pre> inside is swapped for the highlighted one on the way
      await page.locator('.markdown .site-code').first().scrollIntoViewIfNeeded();
      const code = `.markdown ${HIGHLIGHTED_CODE} .token-line .token`;
      await expect(page.locator(code).first()).toBeVisible();
      expect(await drawnWith(session, code)).toBe(TEST_FONTS.mono.family);
    });
  }
}
