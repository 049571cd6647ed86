/** Types for parseTokens.cjs. */
export interface TokenBlocks {
  light: Record<string, string>;
  dark: Record<string, string>;
}
export function parseTokens(css: string): TokenBlocks;
export function readTokens(file?: string): TokenBlocks;
export function tokenValue(tokens: TokenBlocks, mode: 'light' | 'dark', name: string): string;
export const TOKENS_FILE: string;
