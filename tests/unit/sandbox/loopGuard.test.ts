import { describe, expect, it } from 'vitest';
import { createLoopGuard, guardLoops, GUARD_NAME, LoopStoppedError, type LoopGuard } from '../../../src/sandbox/loopGuard';

/**
 * The loop guard: guarded code stops once it runs past its budget without yielding, or recurses
 * too deep, and code whose loops end behaves exactly as before. Time is a fake clock that moves
 * 1 ms at every reading, so no verdict depends on the machine's speed.
 */
function fakeGuard(budgetMs = 1000) {
  let clock = 0;
  const resets: (() => void)[] = [];
  let stops = 0;
  const guard = createLoopGuard({
    now: () => (clock += 1),
    budgetMs,
    schedule: (reset) => resets.push(reset),
    onStop: () => (stops += 1),
  });
  return {
    guard,
    /** the task ends: what the browser's setTimeout would do */
    endTask: () => resets.splice(0).forEach((reset) => reset()),
    stops: () => stops,
    readings: () => clock,
  };
}

/** Runs guarded code as a function body, with the guard as its parameter; returns its result. */
function runGuarded(code: string, guard: LoopGuard): unknown {
  return new Function(GUARD_NAME, guardLoops(code))(guard);
}

function runPlain(code: string): unknown {
  return new Function(code)();
}

describe('guardLoops stops endless code', () => {
  const endless: [string, string][] = [
    ['while', 'while (true) {}'],
    ['while without a block', 'let i = 0; while (true) i++;'],
    ['for', 'for (;;) {}'],
    ['for without a block', 'for (;;);'],
    ['do-while', 'do {} while (true);'],
    ['do-while without a block', 'let n = 0; do n++; while (n > 0);'],
    ['for-of over an endless generator', 'function* ones() { while (true) yield 1; } for (const one of ones()) {}'],
    ['a nested loop whose error is caught by the outer one', 'while (true) { try { while (true) {} } catch (error) {} }'],
    ['a loop in an arrow function', 'const spin = () => { for (;;) {} }; spin();'],
    ['a loop in a class method', 'class Spinner { spin() { while (1) {} } } new Spinner().spin();'],
    ['for-of over an array that grows, without a block', 'const all = [1]; for (const one of all) all.push(one);'],
    ['for-in without a block, inside an if with an else', 'let n = 0; if (n === 0) for (const key in { a: 1 }) while (true) n++; else n = 2;'],
    ['a do-while without a block in an else branch', 'let n = 0; if (n) n = 1; else do n++; while (n);'],
  ];
  for (const [kind, code] of endless) {
    it(`a ${kind} loop`, () => {
      const { guard, stops, readings } = fakeGuard();
      expect(() => runGuarded(code, guard)).toThrow(LoopStoppedError);
      expect(stops()).toBe(1);
      // stopped at the budget, give or take the readings of one turn
      expect(readings()).toBeLessThan(1100);
    });
  }

  it('endless recursion, before the engine runs out of stack', () => {
    const { guard, stops } = fakeGuard(1000);
    expect(() => runGuarded('function down(n) { return down(n + 1); } down(0);', guard)).toThrow(LoopStoppedError);
    expect(stops()).toBe(1);
  });

  it('endless recursion through arrow functions with an expression body', () => {
    const { guard } = fakeGuard(1000);
    expect(() => runGuarded('const ping = (n) => pong(n); const pong = (n) => ping(n + 1); ping(0);', guard)).toThrow(
      LoopStoppedError,
    );
  });

  it('recursion that catches its own overflow and tries again, within the budget', () => {
    const { guard } = fakeGuard(1000);
    const code = 'function again(n) { try { again(n + 1); } catch (error) { again(n + 1); } } again(0);';
    expect(() => runGuarded(code, guard)).toThrow(LoopStoppedError);
  });

  it('keeps stopping the code it stopped, in later tasks too; a new guard runs afresh', () => {
    const first = fakeGuard();
    const code = 'let turns = 0; while (turns < 5) turns++; return turns;';
    expect(() => runGuarded('while (true) {}', first.guard)).toThrow(LoopStoppedError);
    first.endTask();
    expect(() => runGuarded(code, first.guard)).toThrow(LoopStoppedError);
    expect(first.stops()).toBe(1);
    expect(runGuarded(code, fakeGuard().guard)).toBe(5);
  });

  it('stops every guarded call and turn once the runner halted the code (a frame that moved its address)', () => {
    let halted = false;
    const guard = createLoopGuard({ now: () => 0, budgetMs: 1000, schedule: () => undefined, halted: () => halted });
    const code = 'function step() { return 1; } return step();';
    expect(runGuarded(code, guard)).toBe(1);
    halted = true;
    expect(() => runGuarded(code, guard)).toThrow(LoopStoppedError);
    expect(() => runGuarded('return [1, 2].map((n) => n * 2);', guard)).toThrow(LoopStoppedError);
  });

  it('gives each task its own budget: many short tasks never stop', () => {
    const { guard, endTask, stops } = fakeGuard(1000);
    for (let task = 0; task < 20; task += 1) {
      expect(runGuarded('let sum = 0; for (let i = 0; i < 200; i++) sum += i; return sum;', guard)).toBe(19900);
      endTask();
    }
    expect(stops()).toBe(0);
  });
});

describe('guardLoops leaves code that ends unchanged in behaviour', () => {
  const programs: [string, string][] = [
    ['for, while and do-while', `
      const out = [];
      for (let i = 0; i < 3; i++) out.push(i);
      let j = 0; while (j < 3) { out.push(j * 10); j++; }
      let k = 0; do out.push(k * 100); while (++k < 2);
      return out;`],
    ['labels, break and continue', `
      const out = [];
      outer: for (let i = 0; i < 4; i++) {
        for (let j = 0; j < 4; j++) { if (j === 2) continue outer; if (i === 3) break outer; out.push([i, j]); }
      }
      return out;`],
    ['for-in and for-of', `
      const out = [];
      for (const key in { a: 1, b: 2 }) out.push(key);
      for (const [key, value] of Object.entries({ c: 3 })) out.push(key + value);
      return out;`],
    ['recursion that ends, closures and this', `
      function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
      const counter = { n: 0, bump() { this.n += 1; return this; } };
      counter.bump().bump();
      const add = (a) => (b) => a + b;
      return [fib(15), counter.n, add(2)(3)];`],
    ['an arrow returning an object, default parameters, a directive', `
      const pair = (a, b = 2) => ({ a, b });
      function strict() { 'use strict'; return this; }
      return [pair(1), strict()];`],
    ['exceptions through guarded functions', `
      function fail() { throw new Error('boom'); }
      try { fail(); } catch (error) { return [error.message, (() => { try { return 1; } finally { } })()]; }`],
    ['classes, getters and generators', `
      class Box { constructor(v) { this.v = v; } get double() { return this.v * 2; } static of(v) { return new Box(v); } }
      function* count(n) { for (let i = 0; i < n; i++) yield i; }
      return [Box.of(4).double, [...count(4)]];`],
    ['regular expressions, templates and comments that look like loops', `
      const text = \`while (true) {} \${'for (;;) {}'}\`; // while (true) {}
      /* do {} while (true) */
      return [text, /for\\(;;\\)/.test('for(;;)'), 'function () {}'];`],
  ];
  for (const [name, code] of programs) {
    it(name, () => {
      const { guard, stops } = fakeGuard(1_000_000);
      expect(runGuarded(code, guard)).toEqual(runPlain(code));
      expect(stops()).toBe(0);
    });
  }

  it('guards async functions’ loops without counting their depth', async () => {
    const { guard } = fakeGuard();
    const code = 'async function wait() { await null; let n = 0; while (n < 3) n++; return n; } return wait();';
    await expect(runGuarded(code, guard)).resolves.toBe(3);
    const spin = runGuarded('async function spin() { while (true) {} } return spin();', fakeGuard().guard);
    await expect(spin).rejects.toThrow(LoopStoppedError);
  });

  it('writes nothing into strings, templates or comments', () => {
    const code = "const s = 'while (true) {}'; // for (;;) {}\n";
    expect(guardLoops(code)).toBe(code);
  });

  it('keeps the branches of an if around a loop without a block', () => {
    const code = 'const out = []; for (const flag of [true, false]) if (flag) for (const x of [1, 2]) out.push(x); else out.push(0); return out;';
    const { guard } = fakeGuard(1_000_000);
    expect(runGuarded(code, guard)).toEqual([1, 2, 0]);
  });

  it('refuses code that does not parse, with the parser’s error', () => {
    expect(() => guardLoops('while (true {}')).toThrow(SyntaxError);
  });
});

describe('the guard cannot be switched off from the code it guards', () => {
  it('is frozen: its tick cannot be replaced', () => {
    const { guard } = fakeGuard();
    expect(Object.isFrozen(guard)).toBe(true);
    expect(() => {
      (guard as { tick: () => void }).tick = () => undefined;
    }).toThrow(TypeError);
  });

  it.each([
    ['a var of its name', `var ${GUARD_NAME} = { tick() {} }; while (true) {}`],
    ['a parameter of its name', `function f(${GUARD_NAME}) { while (true) {} }`],
    ['a read of it', `${GUARD_NAME}.tick = null;`],
    // the engine decodes escapes in names: these are the same binding
    ['a var of its name spelt with a \\u escape', `var \\u005f_rcpLoopGuard = { tick: Object }; while (true) {}`],
    ['a var of its name spelt with a \\u{} escape', `var \\u{5f}_rcp\\u004coopGuard = { tick: Object }; while (true) {}`],
  ])('refuses code that names it: %s', (_name, code) => {
    expect(() => guardLoops(code)).toThrow(SyntaxError);
  });

  // a classic script reads `<!--` as a comment to the line's end, sucrase as operators: the
  // template it sees opening there hid the loop between from the guard
  it.each([
    ['<!--', 'let a = 0, b = 0, c = 0;\na = b <!--c + `\nwhile (true) {}\na = b <!-- `;'],
    ['-->', 'let a = 0;\nwhile (a --> 0) {}'],
  ])('refuses HTML-like comments: %s', (_name, code) => {
    expect(() => guardLoops(code)).toThrow(/HTML-like comments/);
  });

  it('still reads `<!--` inside a string or a template', () => {
    expect(() => guardLoops("const a = '<!--'; const b = `<!-- ${a} -->`;")).not.toThrow();
  });

  it('still reads code that only mentions the name in a string', () => {
    expect(() => guardLoops(`const text = '${GUARD_NAME}';`)).not.toThrow();
  });
});

describe('the budget over time', () => {
  /** A guard whose clock the test sets; each task ticks from `start` to `end`, then works on to `after` without ticking. */
  function busyGuard(hidden?: boolean) {
    let clock = 0;
    const resets: (() => void)[] = [];
    let stops = 0;
    const guard = createLoopGuard({
      now: () => clock,
      budgetMs: 1000,
      busy: { windowMs: 3000, share: 0.5 },
      schedule: (reset) => resets.push(reset),
      onStop: () => (stops += 1),
      ...(hidden === undefined ? {} : { hidden: () => hidden }),
    });
    /** one task busy from `start` to `end` (ms), ticking every 10 ms; false once the guard threw */
    const task = (start: number, end: number, after = end) => {
      try {
        for (clock = start; clock <= end; clock += 10) guard.tick();
        clock = after;
        return true;
      } catch (error) {
        if (!(error instanceof LoopStoppedError)) throw error;
        return false;
      } finally {
        resets.splice(0).forEach((reset) => reset());
      }
    };
    return { task, stops: () => stops };
  }

  it('stops code that runs 950 ms, yields and runs again: busy most of the time, never one task too long', () => {
    const { task, stops } = busyGuard();
    const survived = [0, 1, 2, 3, 4].map((turn) => task(turn * 960, turn * 960 + 950));
    expect(survived.indexOf(false)).toBeGreaterThan(0);
    expect(survived.indexOf(false)).toBeLessThanOrEqual(2);
    expect(stops()).toBe(1);
  });

  it('counts native work after the last tick while the document is shown, and not while it is hidden', () => {
    // each task ticks for 10 ms, then sorts (no tick) until 950 ms
    const shown = busyGuard(false);
    const stoppedShown = [0, 1, 2, 3, 4, 5].map((turn) => shown.task(turn * 960, turn * 960 + 10, turn * 960 + 950));
    expect(stoppedShown).toContain(false);
    const hidden = busyGuard(true);
    const stoppedHidden = [0, 1, 2, 3, 4, 5].map((turn) => hidden.task(turn * 960, turn * 960 + 10, turn * 960 + 950));
    expect(stoppedHidden.every(Boolean)).toBe(true);
  });

  it('lets code busy less than half the time run on', () => {
    const { task, stops } = busyGuard();
    const survived = Array.from({ length: 20 }, (_, turn) => task(turn * 1000, turn * 1000 + 400));
    expect(survived.every(Boolean)).toBe(true);
    expect(stops()).toBe(0);
  });
});
