/**
 * What the runner takes from the frame before any visitor code runs: the real-time APIs that CSP
 * does not cover (WebRTC), every way to make a child frame (a fresh realm would hand them back),
 * the clipboard, focus the frame was not given, and script loading once the code is in.
 * Threat model: maintainers/live-demo-sandbox.md; attempt by attempt: maintainers/sandbox-attacks.md.
 */

import { keepAddress } from './keepAddress';
import { seal } from './seal';

/** The one Trusted Types policy the runner page allows (scripts/csp.mjs `runnerPolicy`). */
export const TRUSTED_TYPES_POLICY = 'rcp-runner';

// taken now: visitor code may replace the globals and prototypes these come from
const apply = Reflect.apply;
const toText = String;
const lowerCase = String.prototype.toLowerCase;
const lastIndexOf = String.prototype.lastIndexOf;
const slice = String.prototype.slice;
const hasFocus = Document.prototype.hasFocus;
/** The page's window as the browser gave it, taken before any visitor code (`parent` is replaceable). */
export const parentWindow = window.parent;
const currentEvent = Object.getOwnPropertyDescriptor(window, 'event')?.get;
const eventType = Object.getOwnPropertyDescriptor(Event.prototype, 'type')?.get;

/** Elements that would start a browsing context (a new realm) or load a plugin. */
const FRAME_TAGS: readonly string[] = Object.freeze(['iframe', 'frame', 'frameset', 'object', 'embed', 'fencedframe', 'portal']);

/** Globals that open a network path CSP does not police (WebRTC) or that build markup outside Trusted Types. */
const REMOVED = /^(webkit)?RTC|^(WebTransport|XSLTProcessor)$/;

function isFrameTag(name: string): boolean {
  return isOneOf(apply(lowerCase, apply(slice, name, [apply(lastIndexOf, name, [':']) + 1]), []), FRAME_TAGS);
}

function refuseFrames(): void {
  const { createElement, createElementNS } = Document.prototype;
  const refuse = () => {
    throw new DOMException('The live demo sandbox makes no frames', 'NotSupportedError');
  };
  // each name is read once, as text, and that text is what the original gets
  seal(Document.prototype, 'createElement', function (this: Document, name: unknown, options?: unknown) {
    const text = toText(name);
    if (isFrameTag(text)) refuse();
    return apply(createElement, this, options === undefined ? [text] : [text, options]);
  });
  seal(Document.prototype, 'createElementNS', function (this: Document, space: unknown, name: unknown, options?: unknown) {
    const text = toText(name);
    if (isFrameTag(text)) refuse();
    return apply(createElementNS, this, options === undefined ? [space, text] : [space, text, options]);
  });
}

/** Commands that write (or read) the clipboard. */
const CLIPBOARD_COMMANDS: readonly string[] = Object.freeze(['copy', 'cut', 'paste']);
/** Events that carry data out of the frame at the visitor's gesture: the clipboard's, and a drag. */
const CARRYING_EVENTS: readonly string[] = Object.freeze(['copy', 'cut', 'paste', 'dragstart']);
const stopImmediately = Event.prototype.stopImmediatePropagation;
const preventDefault = Event.prototype.preventDefault;

/**
 * No code of the frame's writes the clipboard: a click the visitor meant for the site's own "Copy
 * code" could land in the frame, and its code would put other code there. `execCommand` refuses
 * the clipboard's commands, no handler of the frame's sees a copy, cut, paste or drag, and none
 * of them does its default either (the frame's code chooses the selection, hidden text included,
 * so even the browser's own copy of it would carry what the code chose); `navigator.clipboard`
 * is gone, and the frame's permissions policy denies the asynchronous API too
 * (src/sandbox/SandboxFrame.tsx).
 */
function refuseClipboard(): void {
  const { execCommand } = Document.prototype;
  seal(Document.prototype, 'execCommand', function (this: Document, command: unknown, showUi?: unknown, value?: unknown) {
    const text = apply(lowerCase, toText(command), []) as string;
    if (isOneOf(text, CLIPBOARD_COMMANDS)) return false;
    return apply(execCommand, this, [text, showUi, value]);
  });
  // registered before any visitor code: the first listener of the first target an event meets
  for (const type of CARRYING_EVENTS) {
    window.addEventListener(
      type,
      (event) => {
        apply(preventDefault, event, []);
        apply(stopImmediately, event, []);
      },
      true,
    );
  }
  delete (Navigator.prototype as { clipboard?: unknown }).clipboard;
  seal(Navigator.prototype, 'clipboard', undefined);
}

/**
 * `window.event` is the event being dispatched, the runner's port's included: visitor code that
 * replaced a global the runner calls while it handles a message would find the port there. Gone;
 * the runner reads the current event through the getter it took first (`currentEvent`).
 */
function hideCurrentEvent(): void {
  seal(window, 'event', undefined);
}

/**
 * A customized built-in element (`customElements.define(name, class extends HTMLIFrameElement {},
 * { extends: 'iframe' })`, then `new`) is an iframe no createElement call made: refused here,
 * its `extends` read once, as text.
 */
function refuseFrameElements(): void {
  const registry = (globalThis as { CustomElementRegistry?: { prototype: { define(...args: unknown[]): void } } }).CustomElementRegistry;
  if (!registry) return;
  const { define } = registry.prototype;
  seal(registry.prototype, 'define', function (this: unknown, name: unknown, constructor: unknown, options?: unknown) {
    if (options === undefined || options === null) return apply(define, this, [name, constructor]);
    const base = (options as { extends?: unknown }).extends;
    if (base === undefined) return apply(define, this, [name, constructor, {}]);
    const text = toText(base);
    if (isFrameTag(text)) throw new DOMException('The live demo sandbox makes no frames', 'NotSupportedError');
    return apply(define, this, [name, constructor, { extends: text }]);
  });
}

function removeGlobals(): void {
  const global = window as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(window)) if (REMOVED.test(name)) delete global[name];
  const element = Element.prototype as unknown as Record<string, unknown>;
  // the HTML sanitizer API builds markup outside Trusted Types' sinks; nothing here needs it
  for (const name of ['setHTML']) if (name in element) delete element[name];
}

/** Input that gives a frame the focus: a press or a key, as the browser dispatches it (not a script). */
const GIVING: readonly string[] = Object.freeze(['mousedown', 'pointerdown', 'mouseup', 'pointerup', 'click', 'touchstart', 'touchend', 'keydown', 'keyup']);

/** Input that brings the focus into a frame from outside it: the pointer, not a key. */
const PRESSING: readonly string[] = Object.freeze(['mousedown', 'pointerdown', 'touchstart']);

function isOneOf(text: unknown, list: readonly string[]): boolean {
  for (let index = 0; index < list.length; index += 1) if (list[index] === text) return true;
  return false;
}

/** Whether the frame may move focus now: it has it, or the visitor is pressing in it right now. */
function mayFocus(): boolean {
  if (apply(hasFocus, document, [])) return true;
  const event = currentEvent ? (apply(currentEvent, window, []) as Event | undefined) : undefined;
  // isTrusted is the event's own unforgeable property; its type is read with the getter taken above
  return event !== undefined && event.isTrusted === true && eventType !== undefined && isOneOf(apply(eventType, event, []), GIVING);
}

/**
 * focus() does nothing unless the frame already has the focus or the visitor is pressing in it
 * (a select focuses its input on mousedown, before the browser moves the focus into the frame).
 */
function freezeFocus(): void {
  const guarded = (original: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      if (mayFocus()) return apply(original, this, args);
      return undefined;
    };
  const prototypes = [HTMLElement.prototype, SVGElement.prototype, (globalThis as { MathMLElement?: { prototype: object } }).MathMLElement?.prototype];
  for (const prototype of prototypes) {
    const focus = prototype && (prototype as { focus?: (...args: unknown[]) => unknown }).focus;
    if (focus) seal(prototype, 'focus', guarded(focus));
  }
  seal(window, 'focus', guarded(window.focus));
  // select() focuses a text field too, past the focus() above
  for (const prototype of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) seal(prototype, 'select', guarded(prototype.select));
  // so does a label's activation (a scripted click() or dispatched click): no scripted click
  // does its default action while the frame has not been given the focus. Registered before any
  // visitor code, so it runs first, and preventDefault cannot be undone.
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted && !apply(hasFocus, document, [])) event.preventDefault();
    },
    true,
  );
  keepUngivenFocusOut();
  // a dispatched click need not be cancelable: it is not dispatched at all then
  const dispatch = EventTarget.prototype.dispatchEvent;
  seal(EventTarget.prototype, 'dispatchEvent', function (this: EventTarget, event: Event) {
    if (eventType !== undefined && apply(eventType, event, []) === 'click' && !mayFocus()) return false;
    return apply(dispatch, this, [event]);
  });
}

/** Whether the visitor gave this frame the focus: a trusted press or key in it, or the page's word (a Tab into it). */
let focusGiven = false;
let refused: { element: HTMLElement; at: number } | null = null;
/** When the page last said a Tab may bring the focus here; its word holds 500 ms. */
let pageSaidAt = -Infinity;
const elementBlur = HTMLElement.prototype.blur;
const elementFocus = HTMLElement.prototype.focus;
const now = Date.now;

/**
 * Focus that moves into this frame past every guard above (a fragment navigation, `location.hash
 * = '#an-input'`, focuses its target inside the browser) goes back to the page: a
 * `focusin` the visitor did not cause is blurred and the page's window focused again, which
 * moves the keys back to the element that had them. Registered before any visitor code.
 */
function keepUngivenFocusOut(): void {
  // a press only: keys reach the frame where the focus already is, a stolen focus included
  for (const type of PRESSING)
    window.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        focusGiven = true;
        letFocusIn();
      },
      true,
    );
  window.addEventListener('blur', (event) => {
    if (event.isTrusted && event.target === window) focusGiven = false;
  });
  window.addEventListener(
    'focusin',
    (event) => {
      if (!focusGiven && (apply(now, Date, []) as number) - pageSaidAt < 500) focusGiven = true;
      if (focusGiven || !event.isTrusted || !(event.target instanceof HTMLElement)) return;
      refused = { element: event.target, at: apply(now, Date, []) as number };
      apply(elementBlur, event.target, []);
      parentWindow.focus();
      // each stolen focus sends some keys here before the page has them again: the element is
      // made inert (not focusable, by a fragment either) until the visitor points into the frame
      apply(setAttribute, event.target, ['inert', '']);
      shut.push(event.target);
    },
    true,
  );
}

const shut: HTMLElement[] = [];
const setAttribute = Element.prototype.setAttribute;
const removeAttribute = Element.prototype.removeAttribute;
function letFocusIn(): void {
  while (shut.length > 0) apply(removeAttribute, shut.pop(), ['inert']);
}

/**
 * The page saw the visitor Tab towards this frame (src/sandbox/useKeepFocus.ts): focus that
 * arrives now is given, and focus refused just before (the word can come after the focus) is put back.
 */
export function focusGivenByPage(): void {
  pageSaidAt = apply(now, Date, []) as number;
  const last = refused;
  refused = null;
  letFocusIn();
  if (last && pageSaidAt - last.at < 500 && last.element.isConnected) {
    focusGiven = true;
    apply(elementFocus, last.element, []);
  }
}

interface ScriptUrlPolicy {
  createScriptURL(url: string): string;
}
let scriptUrls: ScriptUrlPolicy | null = null;
/** The only script addresses the runner lets in: each one once, named just before it loads. */
const expected: string[] = [];

/**
 * Takes everything above away, and the frame's address (./keepAddress.ts: `onMoved` is told of
 * a change the visitor did not make). Runs first in the runner, before any message is read;
 * creates the page's one Trusted Types policy, so no other code can create it.
 */
export function lockDown(onMoved: () => void): void {
  const types = (window as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy } })
    .trustedTypes;
  scriptUrls =
    types?.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: (url) => {
        const at = expected.indexOf(url);
        if (at < 0) throw new TypeError('The live demo sandbox loads no script of its own choosing');
        expected.splice(at, 1);
        return url;
      },
    }) ?? null;
  removeGlobals();
  refuseFrames();
  refuseFrameElements();
  refuseClipboard();
  hideCurrentEvent();
  freezeFocus();
  keepAddress(onMoved);
}

/** Points `script` at `url`, through the runner's Trusted Types policy where the browser has one. */
export function setScriptSource(script: HTMLScriptElement, url: string): void {
  expected.push(url);
  (script as unknown as { src: unknown }).src = scriptUrls ? scriptUrls.createScriptURL(url) : url;
}

/**
 * No script loads from now on: a second policy, `script-src 'none'`, which a policy can only add
 * to, never relax. Called once the visitor's compiled code has loaded, before any of it runs;
 * the page makes a new frame for every run.
 */
export function lockScripts(): void {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "script-src 'none'; worker-src 'none'";
  document.head.appendChild(meta);
}
