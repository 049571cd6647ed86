#!/usr/bin/env node
/**
 * `npm run og-image`: draws public/og-image.png, the 1200×630 picture link previews show for every
 * page (plugins/publish/index.ts): the logo, the name and page numbers in the colours of
 * src/styles/tokens.css. Run it again after changing the logo or tokens.
 */
import { readFileSync } from 'node:fs';
import { readTokens, tokenValue } from '../src/styles/parseTokens.cjs';
import { launchChromium } from './chromium.mjs';

const OUT = 'public/og-image.png';
const tokens = readTokens();
/** A token's light value (the picture is drawn in light mode). */
const token = (name) => tokenValue(tokens, 'light', name);
const logo = readFileSync('public/logo.svg', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const version = pkg.dependencies['rc-pagination'];

const pager = ['‹', '1', '2', '3', '4', '5', '…', '20', '›']
  .map((item) => `<li class="${item === '3' ? 'current' : ''}">${item}</li>`)
  .join('');

const html = `<!doctype html><html><head><style>
  html, body { margin: 0; }
  body {
    width: 1200px; height: 630px; box-sizing: border-box; padding: 88px 96px;
    display: flex; flex-direction: column; justify-content: space-between;
    font-family: system-ui, sans-serif; color: ${token('--site-text')}; background: ${token('--site-bg')};
    border-bottom: 16px solid ${token('--site-primary')};
  }
  header { display: flex; align-items: center; gap: 32px; }
  header svg { width: 128px; height: 128px; }
  h1 { margin: 0; font-size: 88px; letter-spacing: -1px; }
  p { margin: 0; font-size: 40px; color: ${token('--site-text-muted')}; }
  ul { display: flex; gap: 16px; margin: 0; padding: 0; list-style: none; }
  li {
    min-width: 72px; height: 72px; box-sizing: border-box; display: grid; place-items: center;
    font-size: 32px; border: 2px solid ${token('--site-border')}; border-radius: 12px;
    background: ${token('--site-surface')};
  }
  li.current { color: ${token('--site-on-primary')}; background: ${token('--site-primary')}; border-color: ${token('--site-primary')}; }
</style></head><body>
  <header>${logo}<h1>rc-pagination</h1></header>
  <p>Live demos, API and a playground for the React pagination component, version ${version}</p>
  <ul>${pager}</ul>
</body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: OUT, type: 'png' });
await browser.close();
console.log(`og-image: wrote ${OUT}`);
