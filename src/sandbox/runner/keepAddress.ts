/**
 * The frame keeps its address (issue 37, found by CI): every change of it is a new entry in the
 * visitor's session history (their Back button steps through it) and work for the browser that
 * also carries the page's input, so frame code that moves its fragment every few ms made typing
 * in the page lag by a second a key. The History and Navigation APIs' moves are refused; a
 * change no API call makes (`location.hash`, `location.replace`, a link) is seen as it happens,
 * by a `popstate` listener registered before any visitor code (the browser fires it inside the
 * change), and reported, so the page tears the frame down. A trusted click in the frame allows
 * one change: the visitor following a link in a demo.
 */

const apply = Reflect.apply;
const defineProperty = Object.defineProperty;
const setTimer = window.setTimeout;

const refuse = () => {
  throw new DOMException('The live demo sandbox keeps its own address', 'NotSupportedError');
};

/** Replaces `names` on `prototype` with a refusal, for good: not writable, not configurable. */
function refuseAll(prototype: object | undefined, names: readonly string[]): void {
  if (!prototype) return;
  for (const name of names) {
    if (name in prototype) defineProperty(prototype, name, { value: refuse, writable: false, configurable: false, enumerable: false });
  }
}

/** `onMoved` is told once, at the first change of the address the visitor did not ask for. */
export function keepAddress(onMoved: () => void): void {
  refuseAll(History.prototype, ['pushState', 'replaceState', 'back', 'forward', 'go']);
  const navigation = (globalThis as { Navigation?: { prototype: object } }).Navigation;
  refuseAll(navigation?.prototype, ['navigate', 'reload', 'traverseTo', 'back', 'forward', 'updateCurrentEntry']);
  /** a click the visitor made, until its task ends: a link it follows may move the address once */
  let allowed = false;
  let told = false;
  window.addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      allowed = true;
      apply(setTimer, window, [() => (allowed = false), 0]);
    },
    true,
  );
  window.addEventListener(
    'popstate',
    () => {
      if (allowed) {
        allowed = false;
        return;
      }
      if (told) return;
      told = true;
      onMoved();
    },
    true,
  );
}
