import type { Token, TokenStream } from 'prismjs/components/prism-core';

/** A run of text and the token types it is nested in, outermost first (`[]` for plain text). */
export interface Piece {
  types: string[];
  content: string;
}

/**
 * Prism's token tree as lines of flat pieces: a token spanning lines is cut at each line break,
 * each part keeping the types (and aliases) of the tokens it sits in, up to an embedded language.
 */
export function tokenLines(stream: TokenStream): Piece[][] {
  const lines: Piece[][] = [[]];
  const add = (text: string, types: string[]) => {
    text.split(/\r\n|\r|\n/).forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ types, content: part });
    });
  };
  const walk = (node: TokenStream, types: string[]) => {
    if (typeof node === 'string') add(node, types);
    else if (Array.isArray(node)) node.forEach((child) => walk(child, types));
    else walk(node.content, withTypes(types, node));
  };
  walk(stream, []);
  return lines;
}

/**
 * A token in another language (Prism aliases it `language-javascript`): JSX's `{…}` inside a tag,
 * coloured by that language alone, so `onChange={(size) => setPageSize(size)}` is not the tag's colour.
 */
const embedsLanguage = (aliases: string[]) => aliases.some((alias) => alias.startsWith('language-'));

function withTypes(types: string[], token: Token): string[] {
  const aliases = ([] as string[]).concat(token.alias ?? []);
  const added = [token.type, ...aliases];
  if (embedsLanguage(aliases)) return added;
  // a type repeated right away (a `punctuation` inside a `punctuation`) says nothing more
  return added.reduce((all, type) => (all[all.length - 1] === type ? all : [...all, type]), types);
}

/**
 * At most `max` lines: those past it become one plain line holding their text and line breaks,
 * so a block of a hundred thousand short lines costs one element, not a hundred thousand.
 */
export function capLines(lines: Piece[][], max: number): Piece[][] {
  if (lines.length <= max) return lines;
  const rest = lines
    .slice(max - 1)
    .map((line) => line.map((piece) => piece.content).join(''))
    .join('\n');
  return [...lines.slice(0, max - 1), [{ types: [], content: rest }]];
}
