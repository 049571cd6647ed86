/**
 * The one place that says which Chromium the tools drive and how: Debian's build, with
 * everything that would reach the network on its own switched off (the site must make no
 * request to another origin, and the machine has no network besides the npm registry).
 */
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
