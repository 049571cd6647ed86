/**
 * Prism with a bound on its work, for code from anyone: some patterns cost far more than the
 * code's length, so code is coloured in pieces within a time budget and the rest stays plain
 * text (maintainers/live-demo-sandbox.md, Share links).
 */
import type { Grammar, Token, TokenStream } from 'prismjs/components/prism-core';

/** One piece's length, which bounds one hostile match to about 40 ms; longer demo files are cut at blank lines. */
export const CHUNK_LENGTH = 2_000;
/** A run of identifier characters this long is left plain: Prism's lookahead patterns try every start in it. */
const LONG_WORD = /[$\w\xA0-\uFFFF]{200}/;
/** Main-thread time for colouring one block, counted once the patterns have scanned FREE_SCAN characters. */
export const TIME_BUDGET_MS = 50;
/**
 * Characters the patterns scan before the clock is read at all, so a short block (up to about
 * 1,000 characters of demo code) is coloured in full on the slowest machine.
 */
export const FREE_SCAN = 60_000;

class BudgetSpent extends Error {}

/** When tokenizing must stop; checked before every match attempt. */
interface Deadline {
  at: number;
  now: () => number;
  /** characters the patterns may still scan before the clock counts */
  free: number;
}

/** A copy of `grammar` whose patterns stop the tokenizing once the deadline has passed. */
function withDeadline(grammar: Grammar, deadline: Deadline): Grammar {
  class TimedPattern extends RegExp {
    override exec(text: string): RegExpExecArray | null {
      deadline.free -= text.length - (this.global || this.sticky ? this.lastIndex : 0);
      if (deadline.free < 0 && deadline.now() > deadline.at) throw new BudgetSpent();
      return super.exec(text);
    }
  }
  const copies = new Map<object, unknown>();
  const copy = (value: unknown, greedy = false): unknown => {
    if (value instanceof RegExp) {
      // Prism would swap a greedy pattern without the `g` flag for a plain RegExp of its own
      return new TimedPattern(value.source, greedy && !value.global ? `${value.flags}g` : value.flags);
    }
    if (Array.isArray(value)) return value.map((item) => copy(item));
    if (!value || typeof value !== 'object') return value;
    const known = copies.get(value);
    if (known) return known;
    const result: Record<string, unknown> = {};
    copies.set(value, result);
    const source = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(source)) {
      result[key] = key === 'pattern' ? copy(item, Boolean(source.greedy)) : copy(item);
    }
    return result;
  };
  return copy(grammar) as Grammar;
}

/** One timed copy per grammar; its deadline is set for each block (tokenizing is synchronous). */
const timed = new WeakMap<Grammar, { grammar: Grammar; deadline: Deadline }>();

function timedCopy(grammar: Grammar): { grammar: Grammar; deadline: Deadline } {
  let entry = timed.get(grammar);
  if (!entry) {
    const deadline = { at: 0, now: () => 0, free: 0 };
    entry = { grammar: withDeadline(grammar, deadline), deadline };
    timed.set(grammar, entry);
  }
  return entry;
}

/**
 * `code` cut into pieces of at most `max` characters that together are the code: each ends at
 * the last blank line in its second half, or else at its last line break, or else at `max`.
 */
export function chunksOf(code: string, max = CHUNK_LENGTH): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (code.length - start > max) {
    const window = code.slice(start, start + max);
    const blank = window.lastIndexOf('\n\n');
    const line = window.lastIndexOf('\n');
    const end = blank >= max / 2 ? blank + 2 : line >= 0 ? line + 1 : max;
    chunks.push(window.slice(0, end));
    start += end;
  }
  chunks.push(code.slice(start));
  return chunks;
}

/** Prism's `tokenize`, as the site's Prism module exports it. */
export type Tokenize = (text: string, grammar: Grammar) => TokenStream;

/**
 * Prism's tokens for `code`, piece by piece, until FREE_SCAN characters are scanned and `budgetMs`
 * has passed: the rest, and any piece with a LONG_WORD, are plain text.
 */
export function tokenizeWithin(
  tokenize: Tokenize,
  code: string,
  grammar: Grammar,
  { budgetMs = TIME_BUDGET_MS, now = () => performance.now() } = {},
): Array<string | Token> {
  const { grammar: copy, deadline } = timedCopy(grammar);
  deadline.now = now;
  deadline.at = now() + budgetMs;
  deadline.free = FREE_SCAN;
  const stream: Array<string | Token> = [];
  const chunks = chunksOf(code);
  for (const [index, chunk] of chunks.entries()) {
    if (LONG_WORD.test(chunk)) {
      stream.push(chunk);
      continue;
    }
    try {
      for (const piece of ([] as Array<string | Token>).concat(tokenize(chunk, copy))) stream.push(piece);
    } catch (error) {
      if (!(error instanceof BudgetSpent)) throw error;
      stream.push(chunks.slice(index).join(''));
      break;
    }
  }
  return stream;
}
