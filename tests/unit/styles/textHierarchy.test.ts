import { describe, expect, it } from 'vitest';
import { readTokens, tokenValue } from '../../../src/styles/parseTokens.cjs';
import { contrastRatio, type Rgba } from '../../e2e/looks/contrast';

/** A token's #rrggbb as a colour. */
const hex = (value: string): Rgba => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) throw new Error(`tokens.css: ${value} is not #rrggbb`);
  return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16), 1];
};

/**
 * In dark mode, --site-text-soft (5.98:1) for the pages' headings and paragraphs would be dimmer
 * than the demo captions (--site-text, 12:1), and a heading would look weaker than a caption.
 * Both modes keep light mode's order: page text at least as strong as captions, and stronger
 * than the layout's secondary text.
 */
describe('text hierarchy on the content card, in both colour modes', () => {
  const tokens = readTokens();
  for (const mode of ['light', 'dark'] as const) {
    const on = (name: string) =>
      contrastRatio(hex(tokenValue(tokens, mode, name)), hex(tokenValue(tokens, mode, '--site-content-bg')));

    it(`${mode}: page text reads at least as strong as captions, and above secondary text`, () => {
      const page = on('--site-text-soft');
      expect(page, `--site-text-soft ${page.toFixed(2)}:1`).toBeGreaterThanOrEqual(on('--site-text'));
      expect(page).toBeGreaterThan(on('--site-text-secondary'));
    });
  }
});
