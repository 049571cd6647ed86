// @ts-check
/** The one reader of tokens.css outside the browser (.dumirc.ts, scripts/og-image.mjs); CommonJS, so both load it. */
const { readFileSync } = require('fs');
const path = require('path');

const DARK_BLOCK = "[data-prefers-color='dark']";
const TOKENS_FILE = path.join(__dirname, 'tokens.css');

/**
 * The custom properties declared in one block.
 * @param {string} block
 * @returns {Record<string, string>}
 */
function declarations(block) {
  /** @type {Record<string, string>} */
  const found = {};
  for (const [, name, value] of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    found[name] = value.trim();
  }
  return found;
}

/**
 * The custom properties of tokens.css's `:root` block (light) and its dark block.
 * @param {string} css
 * @returns {{ light: Record<string, string>, dark: Record<string, string> }}
 */
function parseTokens(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  /** @param {string} selector */
  const blockAfter = (selector) => {
    const start = text.indexOf(`${selector} {`);
    if (start < 0) throw new Error(`tokens.css: no "${selector}" block`);
    return text.slice(start, text.indexOf('}', start));
  };
  return { light: declarations(blockAfter(':root')), dark: declarations(blockAfter(DARK_BLOCK)) };
}

/**
 * The tokens of src/styles/tokens.css (or of `file`).
 * @param {string} [file]
 */
function readTokens(file = TOKENS_FILE) {
  return parseTokens(readFileSync(file, 'utf8'));
}

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

module.exports = { parseTokens, readTokens, tokenValue, TOKENS_FILE };
