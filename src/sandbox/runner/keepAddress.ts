/**
 * The frame keeps its address: each change is an entry in the visitor's history and work for the browser
 * (frame code moving its fragment every few ms lagged typing by a second). API moves are refused; other
 * changes are seen by `popstate` and reported. A trusted click allows one change (following a link).
 */

import { seal } from './seal';

const apply = Reflect.apply;
const setTimer = window.setTimeout;
const stopImmediately = Event.prototype.stopImmediatePropagation;
const hrefOf = Object.getOwnPropertyDescriptor(location, 'href')?.get;

const refuse = () => {
  throw new DOMException('The live demo sandbox keeps its own address', 'NotSupportedError');
};

function refuseAll(prototype: object | undefined, names: readonly string[]): void {
  if (!prototype) return;
  for (const name of names) if (name in prototype) seal(prototype, name, refuse);
}

/** set before any call, so no stack overflow can leave it unset */
let moved = false;
let told = false;
/** the runner's address, or where the visitor's last click took it */
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
  }
}

/** Whether the code moved the address; asked at every ping (a full stack) to find moves no listener saw. */
export function addressMoved(): boolean {
  if (!moved && currentHref() !== allowedHref) moved = true;
  if (moved) tellOnce();
  return moved;
}

export const isHalted = (): boolean => moved;

export function keepAddress(onMoved: () => void): void {
  tell = onMoved;
  allowedHref = currentHref();
  refuseAll(History.prototype, ['pushState', 'replaceState', 'back', 'forward', 'go']);
  const navigation = (globalThis as { Navigation?: { prototype: object } }).Navigation;
  refuseAll(navigation?.prototype, ['navigate', 'reload', 'traverseTo', 'back', 'forward', 'updateCurrentEntry']);
  // document.open() would remove every listener of the window, this one's included
  refuseAll(Document.prototype, ['open', 'write', 'writeln']);
  /** a trusted click, until its task ends */
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
    // the code's own listeners could move again inside this move
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
