/**
 * The frame keeps its address: every change of it is a new entry in the
 * visitor's session history (their Back button steps through it) and work for the browser that
 * also carries the page's input, so frame code that moves its fragment every few ms made typing
 * in the page lag by a second a key. The History and Navigation APIs' moves are refused; a
 * change no API call makes (`location.hash`, `location.replace`, a link) is seen as it happens,
 * by a `popstate` listener registered before any visitor code (the browser fires it inside the
 * change), and reported, so the page tears the frame down. A trusted click in the frame allows
 * one change: the visitor following a link in a demo. A change made where no listener can run
 * (with the stack all but used up) is found by `addressMoved` at the next ping.
 */

import { seal } from './seal';

const apply = Reflect.apply;
const setTimer = window.setTimeout;
const stopImmediately = Event.prototype.stopImmediatePropagation;
const hrefOf = Object.getOwnPropertyDescriptor(location, 'href')?.get;

const refuse = () => {
  throw new DOMException('The live demo sandbox keeps its own address', 'NotSupportedError');
};

/** Replaces `names` on `prototype` with a refusal, for good. */
function refuseAll(prototype: object | undefined, names: readonly string[]): void {
  if (!prototype) return;
  for (const name of names) if (name in prototype) seal(prototype, name, refuse);
}

/** the code moved the address: set before any call, so no stack overflow can leave it unset */
let moved = false;
/** the page has been told */
let told = false;
/** the address the frame may be at: the runner's, or where the visitor's last click took it */
let allowedHref = '';
let tell: () => void = () => undefined;

const currentHref = (): string => (hrefOf ? (apply(hrefOf, location, []) as string) : '');

/** Tells the page once; a failure (no stack left) is tried again at the next ping. */
function tellOnce(): void {
  if (told) return;
  try {
    tell();
    told = true;
  } catch {
    // told at the next ping, at a full stack
  }
}

/**
 * Whether the code moved the frame's address: the guard stops every call once it did. The
 * runner asks at every ping (a full stack), which also finds a move no listener saw, and
 * tells the page again if it could not before.
 */
export function addressMoved(): boolean {
  if (!moved && currentHref() !== allowedHref) moved = true;
  if (moved) tellOnce();
  return moved;
}

/** Whether the code moved the address, without reading it: what the loop guard asks at every tick. */
export const isHalted = (): boolean => moved;

/** `onMoved` is told once, at the first change of the address the visitor did not ask for. */
export function keepAddress(onMoved: () => void): void {
  tell = onMoved;
  allowedHref = currentHref();
  refuseAll(History.prototype, ['pushState', 'replaceState', 'back', 'forward', 'go']);
  const navigation = (globalThis as { Navigation?: { prototype: object } }).Navigation;
  refuseAll(navigation?.prototype, ['navigate', 'reload', 'traverseTo', 'back', 'forward', 'updateCurrentEntry']);
  // document.open() would remove every listener of the window, this one's included
  refuseAll(Document.prototype, ['open', 'write', 'writeln']);
  /** a click the visitor made, until its task ends: a link it follows may move the address once */
  let allowed = false;
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      allowed = true;
      apply(setTimer, window, [() => (allowed = false), 0]);
    },
    true,
  );
  const onChange = (event: Event) => {
    if (allowed && !moved) {
      allowed = false;
      allowedHref = currentHref();
      return;
    }
    moved = true;
    // the code's own listeners do not run: one of them could move again inside this move
    apply(stopImmediately, event, []);
    tellOnce();
  };
  window.addEventListener('popstate', onChange, true);
  window.addEventListener(
    'hashchange',
    (event) => {
      if (moved) apply(stopImmediately, event, []);
    },
    true,
  );
}
