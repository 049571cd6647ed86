/**
 * The one place that says which Chromium the tools drive and how: Debian's build, with
 * everything that would reach the network on its own switched off (the site must make no
 * request to another origin, and the machine has no network besides the npm registry).
 */
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright driving that Chromium. */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** For the tests only: glyphs and colours drawn the same on every machine (maintainers/visual-tests.md). */
export const PINNED_RENDERING_ARGS = [
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];
