import type { Page } from '@playwright/test';
import { expect, visit as test } from './support';
import { openFirstDemoCode, replaceCode, SHOWN_FRAME } from './sandboxSupport';

/**
 * Breaks found by attacks on the runner frame (every attempt, kept or
 * not, is in maintainers/sandbox-attacks.md): ways past the frame's "no child frames" and
 * "no focus it was not given" rules that sandbox.spec.ts did not try.
 */

test('a customized built-in iframe or object (customElements.define … extends) makes no child frame', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(
    page,
    `const lines: string[] = [];
function attempt(name: string, base: string, Element: any) {
  try {
    customElements.define('x-' + base, class extends Element {}, { extends: base });
    const Made = customElements.get('x-' + base) as any;
    document.body.appendChild(new Made());
    lines.push(name + ': made');
  } catch (error) {
    lines.push(name + ': refused');
  }
}
attempt('iframe', 'iframe', HTMLIFrameElement);
attempt('object', 'object', HTMLObjectElement);
attempt('embed', 'embed', HTMLEmbedElement);
// a getter that says "div" when checked and "iframe" when used
let reads = 0;
const sly = { get extends() { reads += 1; return reads === 1 ? 'div' : 'iframe'; } };
try {
  customElements.define('x-sly', class extends HTMLIFrameElement {}, sly as any);
  document.body.appendChild(new (customElements.get('x-sly') as any)());
} catch (error) {}
export default function Made() {
  return <p>{lines.join('; ') + '; frames: ' + (window.length + document.querySelectorAll('iframe, object, embed').length)}</p>;
}
`,
  );
  const shown = box.frameLocator(SHOWN_FRAME).getByText(/frames: \d+/);
  await expect(shown).toBeVisible();
  expect(await shown.textContent()).toBe('iframe: refused; object: refused; embed: refused; frames: 0');
});

/** Frame code that tries, every 3 ms, to take the focus by `steal` (with an input, a textarea and a label at hand). */
function thief(steal: string): string {
  return `import React, { useEffect, useRef } from 'react';
export default function Thief() {
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const label = useRef<HTMLLabelElement>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      ${steal}
    }, 3);
    return () => clearInterval(timer);
  }, []);
  return (
    <div>
      <input ref={input} id="thief" aria-label="thief" />
      <textarea ref={area} aria-label="thief too" />
      <label ref={label} htmlFor="thief">ready to steal</label>
    </div>
  );
}
`;
}

/**
 * Runs `thief(steal)`, then types into the site's search box: every key must reach the box and
 * none the frame's fields.
 */
async function keysStayWithTheSite(page: Page, steal: string): Promise<void> {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, thief(steal));
  const frame = box.frameLocator(SHOWN_FRAME);
  await expect(frame.getByText('ready to steal')).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.click();
  const phrase = 'page size changer';
  await page.keyboard.type(phrase, { delay: 15 });
  await expect(search).toHaveValue(phrase);
  await expect(frame.getByRole('textbox', { name: 'thief', exact: true })).toHaveValue('');
  await expect(frame.getByRole('textbox', { name: 'thief too' })).toHaveValue('');
}

for (const [name, steal] of [
  ['input.select()', 'input.current!.select();'],
  ['textarea.select()', 'area.current!.select();'],
  ['a label’s click()', 'label.current!.click();'],
  ['a click dispatched on a label', "label.current!.dispatchEvent(new MouseEvent('click', { bubbles: true }));"],
]) {
  test(`frame code that takes the focus by ${name} every few ms does not get the keys typed into the site's search box`, async ({
    page,
  }) => {
    await keysStayWithTheSite(page, steal);
  });
}

// a fragment navigation (location.hash = '#thief') took the focus past every script-level guard
// too: such a frame is now stopped at its first move (sandbox-address.spec.ts)

// the frame still takes the focus the visitor gives it: a click into the quick jumper types there
test('a visitor who clicks into the frame types into it (the quick jumper) and the page follows', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(
    page,
    `import Pagination from 'rc-pagination';
export default function Jump() {
  return <Pagination total={500} showQuickJumper />;
}
`,
  );
  const frame = box.frameLocator(SHOWN_FRAME);
  const jumper = frame.locator('.rc-pagination-options-quick-jumper input');
  await expect(jumper).toBeVisible();
  await jumper.click();
  await page.keyboard.type('7', { delay: 15 });
  await page.keyboard.press('Enter');
  await expect(frame.locator('.rc-pagination-item-active')).toHaveText('7');
});
