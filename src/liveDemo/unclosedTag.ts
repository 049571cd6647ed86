import { parse } from 'sucrase/dist/parser';
import type { Token } from 'sucrase/dist/parser/tokenizer';
import { TokenType } from 'sucrase/dist/parser/tokenizer/types';

/** Where a JSX tag misses its `/>` or `>`: sucrase's JSX transform throws without a position. */

export interface Position {
  line: number;
  column: number;
}

function positionAt(code: string, index: number): Position {
  const before = code.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}

/** After a `{…}` that opens at `at`. */
function afterBraces(tokens: Token[], at: number): number {
  let depth = 0;
  for (let i = at; i < tokens.length; i += 1) {
    const { type } = tokens[i];
    if (type === TokenType.braceL || type === TokenType.dollarBraceL) depth += 1;
    if (type === TokenType.braceR && --depth === 0) return i + 1;
  }
  return tokens.length;
}

function afterAttributes(tokens: Token[], at: number): number {
  let i = at + 2;
  while (tokens[i]?.type === TokenType.dot || tokens[i]?.type === TokenType.colon) i += 2;
  for (;;) {
    const type = tokens[i]?.type;
    if (type === TokenType.braceL) i = afterBraces(tokens, i);
    else if (type !== TokenType.jsxName) return i;
    else if (tokens[i + 1]?.type !== TokenType.eq) i += 1;
    else if (tokens[i + 2]?.type === TokenType.braceL) i = afterBraces(tokens, i + 2);
    else i += 3;
  }
}

/** The first opening tag that does not end, or null. */
export function unclosedTagPosition(code: string, typescript: boolean): Position | null {
  let tokens: Token[];
  try {
    ({ tokens } = parse(code, true, typescript, false));
  } catch {
    return null;
  }
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i].type !== TokenType.jsxTagStart || tokens[i + 1]?.type !== TokenType.jsxName) continue;
    const end = afterAttributes(tokens, i);
    const next = tokens[end]?.type;
    const closes =
      next === TokenType.jsxTagEnd || (next === TokenType.slash && tokens[end + 1]?.type === TokenType.jsxTagEnd);
    if (!closes) return positionAt(code, tokens[end - 1].end);
  }
  return null;
}
