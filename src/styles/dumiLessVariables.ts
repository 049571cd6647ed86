// Node-only (build time and tests): read by `.dumirc.ts` `theme`, never bundled.
import { readFileSync } from 'fs';
import path from 'path';

export type TokenBlocks = { light: Record<string, string>; dark: Record<string, string> };

const DARK_BLOCK = "[data-prefers-color='dark']";

function declarations(block: string): Record<string, string> {
  const entries = [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    name,
    value.trim(),
  ]);
  return Object.fromEntries(entries);
}

/** The custom properties of tokens.css's `:root` block and its dark block. */
export function parseTokens(css: string): TokenBlocks {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blockAfter = (selector: string) => {
    const start = text.indexOf(`${selector} {`);
    if (start < 0) throw new Error(`tokens.css: no "${selector}" block`);
    return text.slice(start, text.indexOf('}', start));
  };
  return { light: declarations(blockAfter(':root')), dark: declarations(blockAfter(DARK_BLOCK)) };
}

/**
 * dumi's default theme is written in Less and colours its links, current items and notes from a
 * few Less variables, compiled into the CSS; its own values fail WCAG AA contrast in light mode
 * (brand #1677ff is 3.9:1 on the page, note #8a9099 is 3.2:1). Feeding it the site's tokens
 * fixes every place it uses them at once. dumi's dark brand is derived from the light one, so it is
 * pinned to dumi's own value: the dark overrides in dumi-dark.css are drawn against it.
 */
export function dumiLessVariables(tokens: TokenBlocks): Record<string, string> {
  const pick = (block: Record<string, string>, name: string) => {
    const value = block[name];
    if (!value) throw new Error(`tokens.css: ${name} is missing`);
    return value;
  };
  return {
    'c-primary': pick(tokens.light, '--site-primary'),
    'c-primary-dark': 'darken(#1677ff, 15%)',
    'c-text-note': pick(tokens.light, '--site-text-muted'),
    'c-text-note-dark': pick(tokens.dark, '--site-text-muted'),
  };
}

export function readDumiLessVariables(): Record<string, string> {
  return dumiLessVariables(parseTokens(readFileSync(path.join(__dirname, 'tokens.css'), 'utf8')));
}
