/*
 * What a demo box's export buttons need, as one chunk fetched on the first click, so a demo page
 * carries none of it until then: the openers (each loads its own builder and SDK on top) and the
 * demo's form on a release.
 */
export { openInCodePen, openInCodeSandbox, openInStackBlitz } from './openers';
export { assetOnRelease } from './release';
