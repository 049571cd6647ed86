/** Types for test-fonts.mjs, for playwright.config.ts and the font-proof spec. */
export interface TestFont {
  family: string;
  package: string;
  folders: string[];
  aliases: string[];
}
export const TEST_FONTS: Record<'latin' | 'chinese' | 'mono', TestFont>;
export const TEST_FONT_FAMILIES: string[];
export function fontconfigFile(root: string): string;
export function fontconfigText(root: string): string;
export function writeFontconfig(root: string): string;
