import type { Page } from '@playwright/test';
import { expect, visit as test } from './support';
import { openFirstDemoCode, replaceCode, SHOWN_FRAME } from './sandboxSupport';

/**
 * The runner frame keeps its address (src/sandbox/runner/keepAddress.ts): every move of it is an
 * entry in the visitor's history and work for the browser that also carries the page's keys
 * (CI found typing lag by a second a key while frame code moved its fragment every 3 ms). Runs
 * in the shared-process project too, where the frame shares the page's thread.
 */

const MOVED = "Stopped: the code changed the demo frame's address. Edit the code to run it again.";

/** Frame code that starts `timer` (a timer that moves the address) from an effect, with an input a fragment can name. */
const mover = (timer: string) => `import React, { useEffect } from 'react';
export default function Mover() {
  useEffect(() => {
    const timer = ${timer};
    return () => clearInterval(timer as number);
  }, []);
  return <input id="thief" aria-label="thief" />;
}
`;

/**
 * Runs `mover(timer)` on the first demo of /demo/basic (after /demo/sizer, so Back has somewhere
 * to go) and checks what every move must end in: the notice, no frame, the original demo, the
 * visitor's keys in the search box, and a history that grew no more while they typed. Returns
 * how many entries the visitor's history gained.
 */
async function stoppedMover(page: Page, timer: string, notice: string | RegExp = MOVED): Promise<number> {
  await page.goto('demo/sizer');
  const box = await openFirstDemoCode(page);
  const entries = await page.evaluate(() => history.length);
  await replaceCode(page, mover(timer));
  await expect(box.getByText(notice)).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(0);
  const left = await page.evaluate(() => history.length);
  // the original demo is back in the frame's place
  await expect(box.locator('.rc-pagination').first()).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.click();
  await page.keyboard.type('page size changer', { delay: 15 });
  await expect(search).toHaveValue('page size changer');
  // the frame is gone: the visitor's history grew no more while they typed
  expect(await page.evaluate(() => history.length)).toBe(left);
  return left - entries;
}

for (const [name, timer] of [
  ['a fragment naming its input (location.hash)', "setInterval(() => { location.hash = location.hash === '#thief' ? '#none' : '#thief'; }, 3)"],
  ['location.replace', "setInterval(() => location.replace(location.hash === '#a' ? '#b' : '#a'), 3)"],
  // the timers call a built-in, so no function of the visitor's (and no loop guard) runs in them
  [
    'Reflect.set on location from two timers, with no function of its own in them',
    "(setInterval(Reflect.set, 4, location, 'hash', '#b'), setInterval(Reflect.set, 3, location, 'hash', '#a'))",
  ],
  // one task that never yields: the guard ends it at its next turn
  ['a loop (location.hash in a while loop)', "(() => { let turn = 0; while (true) location.hash = '#' + (turn += 1); })()"],
  // chains that attacks used: the code's own listeners of a move, each a built-in that moves
  // again inside it, do not run once the frame moved (popstate, hashchange), and a halted frame is
  // inert, so no fragment focuses an element whose focus listener moves
  [
    'a chain of its own popstate and hashchange listeners that move again',
    `(() => {
      const hashSet = Object.getOwnPropertyDescriptor(location, 'hash')!.set!;
      addEventListener('popstate', hashSet.bind(location, { toString: Math.random } as any) as any);
      addEventListener('hashchange', hashSet.bind(location, { toString: Math.random } as any) as any);
      return setTimeout(hashSet.bind(location, '#a'), 50);
    })()`,
  ],
  [
    'a chain of focus listeners on the inputs its fragments name',
    `(() => {
      const hashSet = Object.getOwnPropertyDescriptor(location, 'hash')!.set!;
      const input = document.getElementById('thief')!;
      const other = input.parentElement!.appendChild(document.createElement('input'));
      other.id = 'other';
      input.addEventListener('focus', hashSet.bind(location, '#other') as any);
      other.addEventListener('focus', hashSet.bind(location, '#thief') as any);
      return setTimeout(hashSet.bind(location, '#thief'), 50);
    })()`,
  ],
]) {
  test(`frame code that moves its address by ${name} is stopped: the demo says so, the visitor's keys and Back stay the page's`, async ({
    page,
  }) => {
    // the first move halted the code (every timer cleared, every guarded call stopped, the
    // document inert) until the page tore the frame down: one entry at most
    expect(await stoppedMover(page, timer)).toBeLessThanOrEqual(1);
  });
}

// moves at the bottom of a deep recursion as it unwinds: at some of them the
// frame's listener has no stack left to run. In the shared process the listener once ran out of
// stack half-way and left the code running, with no notice. Now the flags are set before any
// call, and the next ping finds a move no listener saw by the address itself (the mechanism's
// proof is tests/unit/sandbox/keepAddressPing.test.ts: this short form of the attack did not
// reproduce the break, whose full form, a move at every one of ten thousand levels, froze the
// shared process for seconds). The frame must end torn down, with a notice: its own, or the
// watchdog's when the unwinding outlasts a ping.
test('frame code that moves its address with the stack all but used up is stopped and torn down', async ({ page }) => {
  await stoppedMover(
    page,
    `(() => {
      const hashSet = Object.getOwnPropertyDescriptor(location, 'hash')!.set!;
      let level = 0;
      let bottom = 0;
      const deep = (): void => {
        level += 1;
        try { deep(); } catch (error) { bottom = Math.max(bottom, level); }
        level -= 1;
        if (level > bottom - 40) try { hashSet.call(location, '#d' + level); } catch (error) {}
      };
      return setTimeout(() => {
        deep();
        let moves = 0;
        setInterval(() => { moves += 1; location.hash = '#m' + (moves % 2); }, 20);
      }, 50);
    })()`,
    /^Stopped: (the code changed the demo frame's address|a loop ran too long)/,
  );
});

test('frame code cannot add history entries or step through them: the History and Navigation APIs refuse, the page keeps its Back', async ({
  page,
}) => {
  await page.goto('demo/sizer');
  const box = await openFirstDemoCode(page);
  const entries = await page.evaluate(() => history.length);
  await replaceCode(
    page,
    `const lines: string[] = [];
function attempt(name: string, move: () => unknown) {
  try {
    move();
    lines.push(name + ': done');
  } catch (error) {
    lines.push(name + ': refused');
  }
}
const navigation = (window as any).navigation;
attempt('pushState', () => history.pushState(null, '', '#pushed'));
attempt('replaceState', () => history.replaceState(null, '', '#replaced'));
attempt('back', () => history.back());
attempt('go', () => history.go(-1));
attempt('navigate', () => navigation.navigate('#navigated'));
attempt('traverseTo', () => navigation.traverseTo(navigation.currentEntry.key));
attempt('redefine', () => Object.defineProperty(History.prototype, 'pushState', { value: () => undefined }));
// document.open() would remove every listener of the window, the frame's guards' included
attempt('open', () => document.open());
attempt('write', () => document.write(''));
attempt('writeln', () => document.writeln(''));
export default function Moves() {
  return <p>{lines.join('; ') + '; at ' + (location.hash || 'no fragment')}</p>;
}
`,
  );
  const shown = box.frameLocator(SHOWN_FRAME).getByText(/; at /);
  await expect(shown).toBeVisible();
  expect(await shown.textContent()).toBe(
    'pushState: refused; replaceState: refused; back: refused; go: refused; navigate: refused; traverseTo: refused; redefine: refused; open: refused; write: refused; writeln: refused; at no fragment',
  );
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/sizer$/);
});

test('a visitor who follows a fragment link inside a demo is not stopped: their click allows the move', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(
    page,
    `import React from 'react';
export default function Link() {
  return (
    <div>
      <a href="#part">To the part</a>
      <p id="part">The part</p>
    </div>
  );
}
`,
  );
  const frame = box.frameLocator(SHOWN_FRAME);
  await frame.getByRole('link', { name: 'To the part' }).click();
  await expect.poll(() => frame.locator('body').evaluate(() => location.hash)).toBe('#part');
  // the frame stays, and answers, with no stop notice
  await expect(frame.getByText('The part', { exact: true })).toBeVisible();
  await expect(box.locator(SHOWN_FRAME)).toHaveCount(1);
  await expect(box.getByText(MOVED)).toHaveCount(0);
});
