/* One chunk fetched on an export's first click; each opener loads its own builder and SDK on top. */
export { openInCodePen, openInCodeSandbox, openInStackBlitz } from './openers';
export { assetOnRelease } from './release';
