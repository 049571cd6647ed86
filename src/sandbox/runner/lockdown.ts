/**
 * What the runner takes from the frame before visitor code runs: WebRTC, child frames, the
 * clipboard, ungiven focus, later scripts. Why: maintainers/live-demo-sandbox.md, sandbox-attacks.md.
 */

import { keepAddress } from './keepAddress';
import { seal } from './seal';

/** The one Trusted Types policy the runner page allows (scripts/csp.mjs). */
export const TRUSTED_TYPES_POLICY = 'rcp-runner';

// taken now: visitor code may replace the globals and prototypes these come from
const apply = Reflect.apply;
const toText = String;
const lowerCase = String.prototype.toLowerCase;
const lastIndexOf = String.prototype.lastIndexOf;
const slice = String.prototype.slice;
const hasFocus = Document.prototype.hasFocus;
export const parentWindow = window.parent;
const currentEvent = Object.getOwnPropertyDescriptor(window, 'event')?.get;
const eventType = Object.getOwnPropertyDescriptor(Event.prototype, 'type')?.get;

const FRAME_TAGS: readonly string[] = Object.freeze(['iframe', 'frame', 'frameset', 'object', 'embed', 'fencedframe', 'portal']);

/** Network paths CSP does not police, or markup built outside Trusted Types. */
const REMOVED = /^(webkit)?RTC|^(WebTransport|XSLTProcessor)$/;

function isFrameTag(name: string): boolean {
  return isOneOf(apply(lowerCase, apply(slice, name, [apply(lastIndexOf, name, [':']) + 1]), []), FRAME_TAGS);
}

function refuseFrames(): void {
  const { createElement, createElementNS } = Document.prototype;
  const refuse = () => {
    throw new DOMException('The live demo sandbox makes no frames', 'NotSupportedError');
  };
  // each name is read once, as text: a getter cannot answer differently the second time
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

const CLIPBOARD_COMMANDS: readonly string[] = Object.freeze(['copy', 'cut', 'paste']);
const CARRYING_EVENTS: readonly string[] = Object.freeze(['copy', 'cut', 'paste', 'dragstart']);
const stopImmediately = Event.prototype.stopImmediatePropagation;
const preventDefault = Event.prototype.preventDefault;

/**
 * No code of the frame's writes the clipboard: a click meant for the site's "Copy code" could land
 * in the frame. The default is prevented too, since the frame's code chooses the selection.
 */
function refuseClipboard(): void {
  const { execCommand } = Document.prototype;
  seal(Document.prototype, 'execCommand', function (this: Document, command: unknown, showUi?: unknown, value?: unknown) {
    const text = apply(lowerCase, toText(command), []) as string;
    if (isOneOf(text, CLIPBOARD_COMMANDS)) return false;
    return apply(execCommand, this, [text, showUi, value]);
  });
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

/** A customized built-in (`{ extends: 'iframe' }`) is an iframe no createElement call made. */
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
  // the HTML sanitizer API builds markup outside Trusted Types' sinks
  if ('setHTML' in element) delete element.setHTML;
}

/** Trusted input that gives a frame the focus. */
const GIVING: readonly string[] = Object.freeze(['mousedown', 'pointerdown', 'mouseup', 'pointerup', 'click', 'touchstart', 'touchend', 'keydown', 'keyup']);

/** Input that brings the focus into a frame from outside: keys reach where the focus already is. */
const PRESSING: readonly string[] = Object.freeze(['mousedown', 'pointerdown', 'touchstart']);

function isOneOf(text: unknown, list: readonly string[]): boolean {
  for (let index = 0; index < list.length; index += 1) if (list[index] === text) return true;
  return false;
}

/** Whether the frame may move focus now: it has it, or the visitor is pressing in it right now. */
function mayFocus(): boolean {
  if (apply(hasFocus, document, [])) return true;
  const event = currentEvent ? (apply(currentEvent, window, []) as Event | undefined) : undefined;
  return event !== undefined && event.isTrusted === true && eventType !== undefined && isOneOf(apply(eventType, event, []), GIVING);
}

/** focus() works only while mayFocus (a select focuses its input on mousedown, before the frame has focus). */
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
  // so does a label's scripted click: registered first, so its preventDefault cannot be undone
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

/** A trusted press in the frame, or the page's word (a Tab into it, held 500 ms). */
let focusGiven = false;
let refused: { element: HTMLElement; at: number } | null = null;
let pageSaidAt = -Infinity;
const elementBlur = HTMLElement.prototype.blur;
const elementFocus = HTMLElement.prototype.focus;
const now = Date.now;

/** Focus that arrives past the guards above (`location.hash = '#an-input'`) goes back to the page. */
function keepUngivenFocusOut(): void {
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
      // inert until the visitor points here: each stolen focus would take some keys first
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

/** The page saw a Tab towards this frame: focus now is given, focus refused just before is put back. */
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
/** The only script addresses the runner lets in, each once. */
const expected: string[] = [];

/** Takes everything above away, and the address (`onMoved`); creates the one Trusted Types policy first. */
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
  // `window.event` would hand a replaced global the port's event: the runner kept the getter
  seal(window, 'event', undefined);
  freezeFocus();
  keepAddress(onMoved);
}

/** Points `script` at `url`, through the runner's Trusted Types policy where the browser has one. */
export function setScriptSource(script: HTMLScriptElement, url: string): void {
  expected.push(url);
  (script as unknown as { src: unknown }).src = scriptUrls ? scriptUrls.createScriptURL(url) : url;
}

/** No script loads from now on: a second CSP can only add to the first. Called before visitor code runs. */
export function lockScripts(): void {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "script-src 'none'; worker-src 'none'";
  document.head.appendChild(meta);
}
