import { Parser, type Node } from 'acorn';

/**
 * Loop protection for visitors' code, in the spirit of loop-protect (CodePen, Sandpack): the
 * compiled code gets a call to a guard at the top of every loop body and around every plain
 * function body, and the guard throws once the code has run ~1 s without yielding to the event
 * loop, or calls itself too deep. The frame shares the page's thread, so this is what keeps the
 * page alive. Design notes: maintainers/live-demo-sandbox.md.
 */

/** The name the guarded code calls its guard by; the runner passes it in as a parameter. */
export const GUARD_NAME = '__rcpLoopGuard';

/** What guarded code calls: `tick` in loops, `enter`/`exit` around function bodies. */
export interface LoopGuard {
  tick(): void;
  enter(): void;
  exit(): void;
}

/** Thrown by the guard: the code ran too long (or recursed too deep) and was stopped. */
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
  /** how many guarded calls may be on the stack at once */
  maxDepth: number;
  /** runs `reset` once the current task is over (setTimeout in the browser) */
  schedule(reset: () => void): void;
  /** told once, when the guard first stops the code */
  onStop?(): void;
}

/**
 * A guard for one run of the code. Once it stopped the code, it keeps throwing at the next loop
 * turn or call, so timers and handlers the stopped code left behind cannot freeze the page again;
 * the next run gets a new guard.
 */
export function createLoopGuard(options: LoopGuardOptions): LoopGuard {
  let taskStart: number | null = null;
  let depth = 0;
  let stopped = false;
  const stop = (): never => {
    if (!stopped) {
      stopped = true;
      options.onStop?.();
    }
    throw new LoopStoppedError(guard);
  };
  const tick = () => {
    if (stopped) stop();
    const now = options.now();
    if (taskStart === null) {
      taskStart = now;
      options.schedule(() => {
        taskStart = null;
        depth = 0;
      });
    } else if (now - taskStart > options.budgetMs) {
      stop();
    }
  };
  const guard: LoopGuard = {
    tick,
    enter() {
      tick();
      if (depth >= options.maxDepth) stop();
      depth += 1;
    },
    exit() {
      depth = Math.max(0, depth - 1);
    },
  };
  return guard;
}

type Walkable = Node & Record<string, unknown>;

interface Insertion {
  at: number;
  text: string;
  /** openings before closings at one place; outer openings first, inner closings first */
  order: number;
}

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function children(node: Walkable): Walkable[] {
  const found: Walkable[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === 'object' && typeof (item as Node).type === 'string') found.push(item as Walkable);
    }
  }
  return found;
}

/** Where a block's statements start: after its directives (`'use strict'` must stay first). */
function bodyStart(block: Walkable): number {
  const statements = block.body as (Walkable & { directive?: string })[];
  let start = block.start + 1;
  for (const statement of statements) {
    if (statement.directive === undefined) break;
    start = statement.end;
  }
  return start;
}

/**
 * The compiled (plain JavaScript) code with the guard calls in it. Throws acorn's SyntaxError
 * when the code does not parse. Code that never loops long or recurses deep behaves as before.
 */
export function guardLoops(code: string): string {
  const ast = Parser.parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
    preserveParens: true,
  }) as unknown as Walkable;
  const insertions: Insertion[] = [];
  let visited = 0;
  const open = (at: number, text: string, rank: number) => insertions.push({ at, text, order: rank });
  const close = (at: number, text: string, rank: number) =>
    insertions.push({ at, text, order: Number.MAX_SAFE_INTEGER - rank });
  const tick = `${GUARD_NAME}.tick();`;

  const visit = (node: Walkable) => {
    const rank = (visited += 1);
    if (LOOPS.has(node.type)) {
      const body = node.body as Walkable;
      if (body.type === 'BlockStatement') open(body.start + 1, tick, rank);
      else {
        open(body.start, `{${tick}`, rank);
        close(body.end, '}', rank);
      }
    } else if (FUNCTIONS.has(node.type) && !node.async && !node.generator) {
      const body = node.body as Walkable;
      if (body.type === 'BlockStatement') {
        open(bodyStart(body), `${GUARD_NAME}.enter();try{`, rank);
        close(body.end - 1, `}finally{${GUARD_NAME}.exit();}`, rank);
      } else {
        open(body.start, `{${GUARD_NAME}.enter();try{return (`, rank);
        close(body.end, `);}finally{${GUARD_NAME}.exit();}}`, rank);
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(ast);

  insertions.sort((a, b) => a.at - b.at || a.order - b.order);
  let out = '';
  let from = 0;
  for (const { at, text } of insertions) {
    out += code.slice(from, at) + text;
    from = at;
  }
  return out + code.slice(from);
}
