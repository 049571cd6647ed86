/*
 * What a keyboard user meets in a pagination: its Tab stops in order, and which of Enter and
 * Space turns the page on a page item. Meant to run inside the frame that renders the demo; the
 * key probe dispatches key events (changing the demo's page) and puts the page back after.
 */
import { describeElement, prefixOf, type ElementKind } from './markup';

export interface TabStop {
  kind: ElementKind;
  element: string;
  role: string | null;
  /** aria-label, or the text a screen reader would start from */
  name: string;
}

export type ProbeKey = 'Enter' | 'Space';

export interface KeyResult {
  key: ProbeKey;
  /** the current page changed after the key on another page's item */
  acts: boolean;
}

export interface KeyProbe {
  keys: readonly KeyResult[];
  /** the page the demo showed before the probe is current again */
  restored: boolean;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

function isTabStop(element: Element): boolean {
  const tabIndex = element.getAttribute('tabindex');
  if (tabIndex !== null && Number(tabIndex) < 0) return false;
  if (element.matches(':disabled') || element.closest('[hidden], [inert]')) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return true;
}

/** The order Tab visits: positive tabindex first, ascending, then the rest in document order. */
function tabOrder(elements: readonly Element[]): Element[] {
  const indexOf = (element: Element) => Math.max(Number(element.getAttribute('tabindex') ?? 0) || 0, 0);
  return elements
    .map((element, position) => ({ element, position, index: indexOf(element) }))
    .sort((a, b) => (a.index === b.index ? a.position - b.position : a.index === 0 ? 1 : b.index === 0 ? -1 : a.index - b.index))
    .map(({ element }) => element);
}

/** The Tab stops within the pagination `root`, in the order Tab reaches them. */
export function tabStops(root: Element): TabStop[] {
  const prefix = prefixOf(root);
  const candidates = [root, ...Array.from(root.querySelectorAll(FOCUSABLE))].filter(
    (element) => element.matches(FOCUSABLE) && isTabStop(element),
  );
  return tabOrder(candidates).map((element) => {
    const { kind, element: name, role } = describeElement(element, root, prefix);
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '';
    return { kind, element: name, role, name: label.trim() };
  });
}

/** The number of the current page, read from the active item's class; null without one. */
export function currentPage(root: Element): number | null {
  const active = root.querySelector(`.${prefixOf(root)}-item-active`);
  const match = active && Array.from(active.classList).join(' ').match(/-item-(\d+)/);
  return match ? Number(match[1]) : null;
}

function itemOf(root: Element, page: number): Element | null {
  return root.querySelector(`.${prefixOf(root)}-item-${page}`);
}

/** The fields a browser gives the key events of Enter and Space (keyCode 13, 32). */
const KEY_FIELDS: Record<ProbeKey, { key: string; code: string; keyCode: number }> = {
  Enter: { key: 'Enter', code: 'Enter', keyCode: 13 },
  Space: { key: ' ', code: 'Space', keyCode: 32 },
};

/** Presses `key` on `target` as a browser reports it: keydown, keypress, keyup. */
function press(target: Element, key: ProbeKey): void {
  const { key: name, code, keyCode } = KEY_FIELDS[key];
  for (const type of ['keydown', 'keypress', 'keyup']) {
    const event = new KeyboardEvent(type, { key: name, code, bubbles: true, cancelable: true });
    // legacy fields some releases test (rc-util's KeyCode); KeyboardEventInit has no keyCode
    for (const field of ['keyCode', 'which', 'charCode'] as const) {
      Object.defineProperty(event, field, { value: field === 'charCode' && type !== 'keypress' ? 0 : keyCode });
    }
    target.dispatchEvent(event);
  }
}

/** Lets React commit what a dispatched event scheduled. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Another page's item than the current one, next to it where there is one. */
function otherItem(root: Element, current: number): Element | null {
  return itemOf(root, current + 1) ?? itemOf(root, current - 1);
}

/**
 * Which of Enter and Space turns the page on a page item of the pagination `root`: each key on
 * the item next to the current page's. After a key that acts, the same key on the first page's
 * item puts it back (a neighbour's page still shows that item, even where a release shows one
 * page either side).
 */
export async function probeItemKeys(root: Element, keys: readonly ProbeKey[] = ['Enter', 'Space']): Promise<KeyProbe> {
  const start = currentPage(root);
  if (start === null) return { keys: keys.map((key) => ({ key, acts: false })), restored: true };
  const results: KeyResult[] = [];
  let restored = true;
  for (const key of keys) {
    const target = otherItem(root, start);
    if (!target) {
      results.push({ key, acts: false });
      continue;
    }
    press(target, key);
    await settle();
    const acts = currentPage(root) !== start;
    results.push({ key, acts });
    const back = itemOf(root, start);
    if (acts && back) {
      press(back, key);
      await settle();
    }
    restored = currentPage(root) === start;
    if (!restored) break;
  }
  return { keys: results, restored };
}
