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
]) {
  test(`frame code that moves its address by ${name} every few ms is stopped: the demo says so, the visitor's keys and Back stay the page's`, async ({
    page,
  }) => {
    await page.goto('demo/sizer');
    const box = await openFirstDemoCode(page);
    const entries = await page.evaluate(() => history.length);
    await replaceCode(page, mover(timer));
    await expect(box.getByText(MOVED)).toBeVisible();
    await expect(box.locator('iframe')).toHaveCount(0);
    // the original demo is back in the frame's place
    await expect(box.locator('.rc-pagination').first()).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Search the documentation' });
    await search.click();
    await page.keyboard.type('page size changer', { delay: 15 });
    await expect(search).toHaveValue('page size changer');
    // the first move halted the code (every timer cleared, every guarded call stopped) until the
    // page tore the frame down: one entry at most is left in the visitor's history
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(entries + 1);
  });
}

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
export default function Moves() {
  return <p>{lines.join('; ') + '; at ' + (location.hash || 'no fragment')}</p>;
}
`,
  );
  const shown = box.frameLocator(SHOWN_FRAME).getByText(/; at /);
  await expect(shown).toBeVisible();
  expect(await shown.textContent()).toBe(
    'pushState: refused; replaceState: refused; back: refused; go: refused; navigate: refused; traverseTo: refused; redefine: refused; at no fragment',
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
