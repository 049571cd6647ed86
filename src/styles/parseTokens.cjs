// @ts-check
/** The one reader of tokens.css outside the browser (.dumirc.ts, scripts/og-image.mjs); CommonJS, so both load it. */
const { readFileSync } = require('fs');
const path = require('path');

const DARK_BLOCK = "[data-prefers-color='dark']";

/**
 * The custom properties of tokens.css's `:root` block (light) and its dark block.
 * @param {string} css
 * @returns {{ light: Record<string, string>, dark: Record<string, string> }}
 */
function parseTokens(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  /** @param {string} selector */
  const declarations = (selector) => {
    const start = text.indexOf(`${selector} {`);
    if (start < 0) throw new Error(`tokens.css: no "${selector}" block`);
    const found = text.slice(start, text.indexOf('}', start)).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g);
    return Object.fromEntries([...found].map(([, name, value]) => [name, value.trim()]));
  };
  return { light: declarations(':root'), dark: declarations(DARK_BLOCK) };
}

/** The tokens of src/styles/tokens.css. */
const readTokens = () => parseTokens(readFileSync(path.join(__dirname, 'tokens.css'), 'utf8'));

/**
 * One token's value in one mode; throws naming the token when it is missing.
 * @param {{ light: Record<string, string>, dark: Record<string, string> }} tokens
 * @param {'light' | 'dark'} mode
 * @param {string} name
 */
function tokenValue(tokens, mode, name) {
  const value = tokens[mode][name];
  if (!value) throw new Error(`tokens.css: ${name} is missing from the ${mode} block`);
  return value;
}

module.exports = { parseTokens, readTokens, tokenValue };
