/**
 * Prism with a bound on its work, for code from anyone (a share link, the editor). Some of its
 * patterns cost far more than the code's length: `"` and a backtick repeated 1,000 times took
 * 3.6 s here, a 10,000-character run of escaped backticks 1 s in a single match. So code is
 * coloured in pieces of at most CHUNK_LENGTH characters, within a time budget; the rest stays
 * plain text (maintainers/live-demo-sandbox.md, Share links).
 */
import type { Grammar, Token, TokenStream } from 'prismjs/components/prism-core';

/**
 * One piece's length: what a single pattern can scan. Every demo file but two is shorter, and
 * those two (locales.ts, size-changer.css) are cut at blank lines or between lines that hold
 * no token across them. 2,000 characters bound one hostile match to about 40 ms here.
 */
export const CHUNK_LENGTH = 2_000;
/**
 * A run of identifier characters (as Prism's patterns read them) this long is left plain: its
 * name-and-lookahead patterns try every start in the run, 188 ms for one run of 2,000 here. The
 * longest run in the demos is a Chinese sentence of 38 characters.
 */
const LONG_WORD = /[$\w\xA0-\uFFFF]{200}/;
/**
 * Main-thread time for colouring one block, counted once the patterns have scanned FREE_SCAN
 * characters: with one match (see above) no block holds the thread 200 ms.
 */
export const TIME_BUDGET_MS = 50;
/**
 * Characters the patterns scan (each attempt charged from where it starts to the text's end)
 * before the clock is read at all, so that a short block is coloured in full on the slowest
 * machine: the demos need 40 to 70 per character of code, so files up to about 1,000
 * characters. 400,000 (enough for locales.ts) let a hostile block hold the thread 1.2 s here
 * under load: a match that backtracks costs far more than it scans.
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
 * Prism's tokens for `code`, piece by piece (chunksOf), until FREE_SCAN characters are scanned
 * and `budgetMs` of `now()` has passed:
 * the piece being coloured then, and those after it, are plain text, as is a piece with a
 * LONG_WORD.
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
