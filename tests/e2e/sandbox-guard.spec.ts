import { expect, visit as test } from './support';
import { frameAnswers, openFirstDemoCode, replaceCode, SHOWN_FRAME } from './sandboxSupport';

/**
 * The loop guard (src/sandbox/loopGuard.ts) in the runner frame. This spec runs twice: as
 * Chromium ships (the sandboxed frame in a process of its own) and in the `shared-process`
 * project (--disable-features=IsolateSandboxedIframes, the frame in the page's process, as other
 * browsers may keep it). What is asserted is the guard's own effect: "Stopped" shows and the
 * frame that ran the loop is still there and answers, so its thread is free. Were the guard
 * gone, the page's watchdog would tear that frame down instead (own process) or the whole tab
 * would freeze (shared process): either way these fail.
 */
const STOPPED = 'Stopped: a loop ran too long';

const LOOPS: [string, string][] = [
  ['an endless loop', 'export default function Spin() {\n  while (true) {}\n  return null;\n}\n'],
  [
    'endless recursion',
    'function down(n: number): number {\n  return down(n + 1);\n}\nexport default function Deep() {\n  down(0);\n  return null;\n}\n',
  ],
  [
    'a loop whose code swapped the clock and the timers first',
    `Object.defineProperty(window, 'performance', { value: { now: () => 0 } });
try { Performance.prototype.now = () => 0; } catch (error) {}
window.setTimeout = ((callback: () => void) => { callback(); return 0; }) as typeof setTimeout;
export default function Spin() {
  for (;;) {}
}
`,
  ],
  [
    'a loop in microtasks',
    `function again() { queueMicrotask(again); }
export default function Spin() {
  again();
  return null;
}
`,
  ],
  [
    'a loop in an async function that awaits',
    `async function spin() { for (;;) await null; }
export default function Spin() {
  void spin();
  return null;
}
`,
  ],
];

for (const [name, code] of LOOPS) {
  test(`${name} stops in the frame: the demo says so, the frame answers again, the next edit runs`, async ({ page }) => {
    const box = await openFirstDemoCode(page);
    await replaceCode(page, code);
    await expect(box.getByRole('status').filter({ hasText: STOPPED })).toBeVisible();
    // stopped by the guard, not torn down by the page: the same frame is there and free
    await expect(box.locator(SHOWN_FRAME)).toHaveCount(1);
    expect(await frameAnswers(box)).toBe('complete');

    await replaceCode(page, 'export default function Fine() {\n  return <p>fine again</p>;\n}\n');
    await expect(box.frameLocator(SHOWN_FRAME).getByText('fine again')).toBeVisible();
    await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toHaveCount(0);
  });
}

/**
 * Loops the guard never saw, found by attacks on it (maintainers/sandbox-attacks.md):
 * the guard's name spelt with an escape (the engine decodes it, so the var shadows the guard),
 * and an HTML-like comment, which the browser reads in a classic script as a comment to the
 * line's end and sucrase as operators, so a template sucrase sees opening there hid the loop.
 * Both are refused before any of the code runs. Before the fix the loop ran unguarded: the page
 * tore the frame down (own process) or the tab froze (shared process); no refusal showed.
 */
const HIDDEN: [string, string][] = [
  ["the guard's name spelt with an escape", 'var \\u005f_rcpLoopGuard = { tick: Object };\nexport default function Spin() {\n  while (true) {}\n  return null;\n}\n'],
  [
    'an HTML-like comment',
    'let a = 0, b = 0, c = 0;\nexport default function Spin() {\n  a = b <!--c + `\n  while (true) {}\n  a = b <!-- `;\n  return null;\n}\n',
  ],
];

for (const [name, code] of HIDDEN) {
  test(`a loop hidden from the guard by ${name} is refused before it runs`, async ({ page }) => {
    const box = await openFirstDemoCode(page);
    await replaceCode(page, 'export default function Fine() {\n  return <p>before</p>;\n}\n');
    await expect(box.frameLocator(SHOWN_FRAME).getByText('before')).toBeVisible();
    await replaceCode(page, code);
    await expect(box.getByRole('status').filter({ hasText: /reserves|HTML-like comments/ })).toBeVisible();
    // the last good frame stays, and its thread is free
    expect(await frameAnswers(box)).toBe('complete');
    await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toHaveCount(0);
  });
}

test('code cannot load a script of its own to run unguarded', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(
    page,
    `const tries: string[] = [];
function attempt(name: string, load: () => void) {
  try { load(); tries.push(name + ': loaded'); } catch (error) { tries.push(name + ': refused'); }
}
const unguarded = URL.createObjectURL(new Blob(['while (true) {}'], { type: 'text/javascript' }));
attempt('blob script', () => {
  const script = document.createElement('script');
  script.src = unguarded;
  document.head.appendChild(script);
});
attempt('own Trusted Types policy', () => {
  const policy = (window as any).trustedTypes.createPolicy('rcp-runner', { createScriptURL: (url: string) => url });
  const script = document.createElement('script');
  script.src = policy.createScriptURL(unguarded);
  document.head.appendChild(script);
});
attempt('inline script', () => {
  const script = document.createElement('script');
  script.text = 'while (true) {}';
  document.head.appendChild(script);
});
export default function Loader() {
  return <p>{tries.join('; ')}</p>;
}
`,
  );
  const frame = box.frameLocator(SHOWN_FRAME);
  await expect(frame.getByText(/blob script: \w+; own Trusted Types policy: \w+; inline script: \w+/)).toBeVisible();
  await expect(frame.getByText(/blob script: refused; own Trusted Types policy: refused; inline script: refused/)).toBeVisible();
  // and nothing loaded later either: the frame's thread is free
  expect(await frameAnswers(box)).toBe('complete');
  await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toHaveCount(0);
});

test("the runner frame is in the process this project says: its own as Chromium ships, the page's in shared-process", async ({
  page,
}, testInfo) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, 'export default function Fine() {\n  return <p>where am I</p>;\n}\n');
  await expect(box.frameLocator(SHOWN_FRAME).getByText('where am I')).toBeVisible();
  // an out-of-process frame is a target of its own in the DevTools protocol
  const cdp = await page.context().newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const ownProcess = targetInfos.some((target) => target.type === 'iframe' && target.url.endsWith('/sandbox/runner.html'));
  expect(ownProcess, `project ${testInfo.project.name}`).toBe(testInfo.project.name !== 'shared-process');
});
