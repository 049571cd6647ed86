import { parse } from 'sucrase/dist/parser';
import type { Token } from 'sucrase/dist/parser/tokenizer';
import { TokenType } from 'sucrase/dist/parser/tokenizer/types';

/**
 * Loop protection for visitors' code, in the spirit of loop-protect (CodePen, Sandpack): the
 * compiled code gets a call to a guard at every loop turn and at every function's entry, and the
 * guard throws once the code has run ~1 s without yielding to the event loop. Where the frame
 * shares the page's thread (browsers without isolated sandboxed frames) this is what keeps the
 * page alive; elsewhere it frees the core. Design notes: maintainers/live-demo-sandbox.md.
 */

/** The name the guarded code calls its guard by; the runner passes it in as a parameter. */
export const GUARD_NAME = '__rcpLoopGuard';

/** What guarded code calls: `tick` at every loop turn and at every function's entry. */
export interface LoopGuard {
  tick(): void;
}

/** Thrown by the guard: the code ran too long and was stopped. */
export class LoopStoppedError extends Error {
  /** `guard`: the guard that stopped the code, telling one run's code from another's */
  constructor(readonly guard?: LoopGuard) {
    super('Stopped: a loop ran too long');
    this.name = 'LoopStoppedError';
  }
}

export interface LoopGuardOptions {
  /** milliseconds, monotonic (performance.now in the browser, a fake clock in tests) */
  now(): number;
  /** how long guarded code may run without yielding */
  budgetMs: number;
  /**
   * the budget over time: guarded code busy more than `share` of any `windowMs` is stopped too,
   * however often it yields (where the frame shares the page's thread, its yields alone would
   * let the page run only between its tasks)
   */
  busy?: { windowMs: number; share: number };
  /**
   * true while the document is hidden: its timers then run late by design, so a task counts only
   * to its last tick; otherwise it counts until the guard's reset runs, native work after the
   * code's last tick included (a sort of a million numbers calls nothing of the code's own)
   */
  hidden?(): boolean;
  /** runs `reset` once the current task is over (setTimeout in the browser) */
  schedule(reset: () => void): void;
  /** told once, when the guard first stops the code */
  onStop?(): void;
  /** true once the runner halted the code for another reason (it moved the frame's address): every tick throws */
  halted?(): boolean;
}

/**
 * A guard for one run of the code. Once it stopped the code, it keeps throwing at the next loop
 * turn or call, so timers and handlers the stopped code left behind cannot freeze the page again;
 * the next run gets a new guard.
 */
export function createLoopGuard(options: LoopGuardOptions): LoopGuard {
  let taskStart: number | null = null;
  let lastTick = 0;
  let stopped = false;
  const { windowMs = Infinity, share = 1 } = options.busy ?? {};
  /** the tasks that ended within the last window: when each started and ended */
  let tasks: { start: number; end: number }[] = [];
  let lastCheck = -Infinity;
  const stop = (): never => {
    if (!stopped) {
      stopped = true;
      options.onStop?.();
    }
    throw new LoopStoppedError(guard);
  };
  /** how long the code was busy within the window that ends now, the current task included */
  const busyWithin = (now: number, current: number) => {
    const from = now - windowMs;
    return tasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, from)), now - current);
  };
  const startTask = (now: number) => {
    taskStart = now;
    tasks = tasks.filter((task) => task.end > now - windowMs);
    options.schedule(() => {
      if (taskStart !== null) tasks.push({ start: taskStart, end: options.hidden?.() === false ? options.now() : lastTick });
      taskStart = null;
    });
  };
  const tick = () => {
    if (stopped || options.halted?.()) stop();
    const now = options.now();
    lastTick = now;
    if (taskStart === null) startTask(now);
    else if (now - taskStart > options.budgetMs) stop();
    // the window's sum, every 50 ms of a task at most: a tick stays a comparison
    else if (now - lastCheck >= 50) {
      lastCheck = now;
      if (busyWithin(now, taskStart) > windowMs * share) stop();
    }
  };
  // frozen: code that reads its guard cannot swap `tick` for a function that never throws
  const guard: LoopGuard = Object.freeze({ tick });
  return guard;
}

interface Insertion {
  at: number;
  text: string;
}

const OPENERS = new Set<TokenType>([TokenType.parenL, TokenType.bracketL, TokenType.braceL, TokenType.braceBarL, TokenType.dollarBraceL]);
const CLOSERS = new Set<TokenType>([TokenType.parenR, TokenType.bracketR, TokenType.braceR, TokenType.braceBarR]);

/** The index of the token that closes the bracket opened at `open`. */
function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (OPENERS.has(tokens[index].type)) depth += 1;
    else if (CLOSERS.has(tokens[index].type) && --depth === 0) return index;
  }
  return tokens.length - 1;
}

/** The `;` tokens directly inside the parentheses `open`..`close` (a classic for head has two). */
function semicolons(tokens: Token[], open: number, close: number): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let index = open; index < close; index += 1) {
    const { type } = tokens[index];
    if (OPENERS.has(type)) depth += 1;
    else if (CLOSERS.has(type)) depth -= 1;
    else if (type === TokenType.semi && depth === 1) found.push(index);
  }
  return found;
}

/** Where a function's block body starts: after its `{` and its directives (`'use strict'` stays first). */
function bodyStart(tokens: Token[], brace: number): number {
  let index = brace + 1;
  while (tokens[index]?.type === TokenType.string && [TokenType.semi, TokenType.braceR].includes(tokens[index + 1]?.type)) {
    index += tokens[index + 1].type === TokenType.semi ? 2 : 1;
  }
  return tokens[index - 1].end;
}

/** The token that starts an arrow function's body: the first `=>` outside its parameters' brackets. */
function arrowBody(tokens: Token[], from: number, to: number): number | null {
  let depth = 0;
  for (let index = from; index < to; index += 1) {
    const { type } = tokens[index];
    if (OPENERS.has(type)) depth += 1;
    else if (CLOSERS.has(type)) depth -= 1;
    else if (type === TokenType.arrow && depth === 0) return index + 1;
  }
  return null;
}

/** An identifier's name as the engine reads it: `\u005f` and `\u{5f}` are `_`. */
function identifierOf(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\u(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/g, (_escape, braced: string | undefined, four: string | undefined) => {
    const point = parseInt(braced ?? four ?? '', 16);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '\ufffd';
  });
}

/**
 * The compiled (plain JavaScript) code with the guard calls in it, placed by the tokens of
 * sucrase's own parser (already in the runner, so no second parser): a tick in every `while`
 * condition (a do-while's too), in every classic `for` update, before every for-in/for-of body,
 * and at the start of every function body. A tick at a function's entry stops endless recursion
 * once it has run past the budget; the engine's own stack overflow (a RangeError) may come
 * first. Throws sucrase's SyntaxError when the code does not parse. Code that never loops long
 * behaves as before.
 */
export function guardLoops(code: string): string {
  const { tokens, scopes } = parse(code, false, false, false);
  // code that declared the guard's name would shadow it with a guard of its own; the name as
  // the engine reads it, escapes decoded (`var \u005f_rcpLoopGuard` is the same binding)
  if (tokens.some((token) => token.type === TokenType.name && identifierOf(code.slice(token.start, token.end)) === GUARD_NAME)) {
    throw new SyntaxError(`${GUARD_NAME} is a name the live demo reserves`);
  }
  // the browser reads `<!--` (and `-->` at a line's start) in a classic script as a comment to
  // the line's end, where sucrase reads operators: text the parser sees and the engine skips
  // could open a string or template that hides a loop from the guard
  const htmlComment = (token: Token) =>
    token.type !== TokenType.template && (code.startsWith('<!--', token.start) || code.startsWith('-->', token.start));
  if (tokens.some(htmlComment)) {
    throw new SyntaxError('HTML-like comments (<!-- and -->) are not allowed in live demo code');
  }
  const tick = `${GUARD_NAME}.tick()`;
  const insertions: Insertion[] = [];
  const at = (position: number, text: string) => insertions.push({ at: position, text });

  tokens.forEach((token, index) => {
    if (token.type === TokenType._while && tokens[index + 1]?.type === TokenType.parenL) {
      at(tokens[index + 1].end, `${tick}, `);
    } else if (token.type === TokenType._for) {
      let open = index + 1;
      while (open < tokens.length && tokens[open].type !== TokenType.parenL) open += 1;
      const close = closing(tokens, open);
      const split = semicolons(tokens, open, close);
      if (split.length === 2) at(tokens[split[1]].end, tokens[split[1] + 1].type === TokenType.parenR ? tick : `${tick}, `);
      // for-in and for-of: a statement before the body that never runs its own branch
      else if (close + 1 < tokens.length) at(tokens[close + 1].start, `if (${tick}, 0); else `);
    }
  });

  const seen = new Set<number>();
  for (const scope of scopes) {
    if (!scope.isFunctionScope || scope.startTokenIndex >= tokens.length) continue;
    const first = tokens[scope.startTokenIndex];
    if (first.type === TokenType.braceL) {
      if (!seen.has(scope.startTokenIndex)) at(bodyStart(tokens, scope.startTokenIndex), `${tick};`);
      seen.add(scope.startTokenIndex);
      continue;
    }
    // an arrow function with an expression body: `tick() ? 0 : body` keeps any body's precedence
    const body = arrowBody(tokens, scope.startTokenIndex, scope.endTokenIndex);
    if (body !== null && body < tokens.length && tokens[body].type !== TokenType.braceL && !seen.has(body)) {
      seen.add(body);
      at(tokens[body].start, `${tick} ? 0 : `);
    }
  }

  insertions.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at: position, text } of insertions) {
    out += code.slice(from, position) + text;
    from = position;
  }
  return out + code.slice(from);
}
