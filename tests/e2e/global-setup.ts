import { chromium, type FullConfig } from '@playwright/test';
import { TEST_FONT_FAMILIES } from '../../scripts/test-fonts.mjs';

/**
 * Before any test: starts the test browser once, as the projects launch it, and prints which
 * Chromium runs and which fonts it may draw with. That first start also builds fontconfig's cache
 * of the pinned fonts, so the workers do not all build it at once.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const launchOptions = config.projects[0]?.use.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    console.log(
      `Chromium ${browser.version()} (${launchOptions.executablePath ?? 'bundled'}), ` +
        `fonts pinned to ${TEST_FONT_FAMILIES.join(', ')} (${launchOptions.env?.FONTCONFIG_FILE})`,
    );
  } finally {
    await browser.close();
  }
}
