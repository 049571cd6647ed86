import { parse } from 'sucrase/dist/parser';
import type { Token } from 'sucrase/dist/parser/tokenizer';
import { TokenType } from 'sucrase/dist/parser/tokenizer/types';

/** Loop protection in the spirit of loop-protect: a tick at every loop turn and function entry throws
 * once code ran ~1 s without yielding. Why: maintainers/live-demo-sandbox.md. */

export const GUARD_NAME = '__rcpLoopGuard';

export interface LoopGuard {
  tick(): void;
}

export class LoopStoppedError extends Error {
  constructor(readonly guard?: LoopGuard) {
    super('Stopped: a loop ran too long');
    this.name = 'LoopStoppedError';
  }
}

export interface LoopGuardOptions {
  /** milliseconds, monotonic */
  now(): number;
  budgetMs: number;
  /** busy more than `share` of any `windowMs` stops the code too, however often it yields */
  busy?: { windowMs: number; share: number };
  /** while hidden, timers run late: a task counts only to its last tick, else until the reset runs */
  hidden?(): boolean;
  /** runs `reset` once the current task is over */
  schedule(reset: () => void): void;
  onStop?(): void;
  /** true once the runner halted the code (it moved the address): every tick throws */
  halted?(): boolean;
}

/** A guard for one run; once it stopped the code it keeps throwing, so leftover timers cannot freeze the page. */
export function createLoopGuard(options: LoopGuardOptions): LoopGuard {
  let taskStart: number | null = null;
  let lastTick = 0;
  let stopped = false;
  const { windowMs = Infinity, share = 1 } = options.busy ?? {};
  let tasks: { start: number; end: number }[] = [];
  let lastCheck = -Infinity;
  const stop = (): never => {
    if (!stopped) {
      stopped = true;
      options.onStop?.();
    }
    throw new LoopStoppedError(guard);
  };
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

function closing(tokens: Token[], open: number): number {
  let depth = 0;
  for (let index = open; index < tokens.length; index += 1) {
    if (OPENERS.has(tokens[index].type)) depth += 1;
    else if (CLOSERS.has(tokens[index].type) && --depth === 0) return index;
  }
  return tokens.length - 1;
}

/** The `;` tokens directly inside the parentheses (a classic for head has two). */
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

/** Where a function's block body starts: after its directives (`'use strict'` stays first). */
function bodyStart(tokens: Token[], brace: number): number {
  let index = brace + 1;
  while (tokens[index]?.type === TokenType.string && [TokenType.semi, TokenType.braceR].includes(tokens[index + 1]?.type)) {
    index += tokens[index + 1].type === TokenType.semi ? 2 : 1;
  }
  return tokens[index - 1].end;
}

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

/** An identifier as the engine reads it: `\u005f` is `_`. */
function identifierOf(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\u(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/g, (_escape, braced: string | undefined, four: string | undefined) => {
    const point = parseInt(braced ?? four ?? '', 16);
    return point <= 0x10ffff ? String.fromCodePoint(point) : '\ufffd';
  });
}

/** The compiled code with guard ticks, placed by sucrase's tokens: in `while` conditions, `for` updates,
 * before for-in/of bodies, at every function's start. Throws SyntaxError when the code does not parse. */
export function guardLoops(code: string): string {
  const { tokens, scopes } = parse(code, false, false, false);
  // a declared guard name (escapes decoded) would shadow the guard
  if (tokens.some((token) => token.type === TokenType.name && identifierOf(code.slice(token.start, token.end)) === GUARD_NAME)) {
    throw new SyntaxError(`${GUARD_NAME} is a name the live demo reserves`);
  }
  // the browser reads `<!--` and `-->` as line comments where sucrase reads operators: a loop could hide there
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
