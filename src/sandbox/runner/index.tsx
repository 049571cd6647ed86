import React, { useLayoutEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { runDemo } from '../../liveDemo/run';
import { createLoopGuard, LoopStoppedError, type LoopGuard } from '../loopGuard';
import { describeThrown, envelope, pageMessageOf, type FrameMessage, type PageMessage, type SandboxError } from '../protocol';
import Boundary from './Boundary';
import { evaluateGuarded } from './evaluate';
import { setColourMode, setDemoStyles, setLook, setReleaseStyles, setSiteStyles, watchSize } from './frameDocument';
import { addressMoved, isHalted } from './keepAddress';
import { focusGivenByPage, lockDown, parentWindow } from './lockdown';
import { loadRelease, type ReleasePart } from './releasePart';
import { frameModuleScope } from './scope';

/**
 * The runner page's script (built by plugins/sandboxRunner.ts into sandbox/runner.js): it runs
 * the code the page sends, in this frame with an opaque origin, and reports back by message.
 * Protocol: src/sandbox/protocol.ts; design: maintainers/live-demo-sandbox.md.
 */
/** Code runs at most this long without yielding before the loop guard stops it. */
const BUDGET_MS = 1000;
/** Nor busy more than half of any 3 s, yields or not. */
const BUSY = { windowMs: 3000, share: 0.5 };
const hiddenOf = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')!.get!;

// before anything else: the guard's clock and timer as the browser made them, then the lockdown
const clock = performance.now.bind(performance);
const setTimer = window.setTimeout.bind(window);
/** The site's origin: this page's address, as the sandbox makes `origin` itself opaque. */
const siteOrigin = new URL(window.location.href).origin;
// the channel's methods, a message's fields and `Reflect.apply` as the browser made them: visitor
// code may replace them later (a replaced `Reflect.apply` would be handed the port's event)
const apply = Reflect.apply;
const portPost = MessagePort.prototype.postMessage;
const messageField = (name: 'data' | 'ports' | 'source' | 'origin') => Object.getOwnPropertyDescriptor(MessageEvent.prototype, name)!.get!;
const dataOf = messageField('data');
const portsOf = messageField('ports');
const sourceOf = messageField('source');
const originOf = messageField('origin');
/**
 * The page's port (src/sandbox/useFrameMessages.ts): after `connect`, every message both ways
 * goes through it, and the page reads no message the frame posts to its window (visitor code
 * can reach the window, never the port). Kept in this module, out of any global's reach.
 */
let port: MessagePort | null = null;
const post = (message: FrameMessage) => {
  if (port) apply(portPost, port, [envelope(message)]);
};
const clearTimer = window.clearTimeout.bind(window);
const cancelFrame = window.cancelAnimationFrame.bind(window);
const nextFrame = window.requestAnimationFrame.bind(window);
const setAttribute = Element.prototype.setAttribute;

/**
 * The code moved the frame's address (./keepAddress.ts): the page tears the frame down, and
 * until it has, nothing of the code runs again (each move is an entry in the visitor's history):
 * every guarded call throws (isHalted), every timer and animation frame is cleared (their ids
 * count up from 1), and the document is inert, so no fragment focuses an element whose focus
 * listener would move again.
 */
function halt() {
  post({ type: 'moved' });
  const lastTimer = setTimer(() => undefined, 0);
  for (let id = 1; id <= lastTimer; id += 1) clearTimer(id);
  const lastFrame = nextFrame(() => undefined);
  for (let id = 1; id <= lastFrame; id += 1) cancelFrame(id);
  apply(setAttribute, document.documentElement, ['inert', '']);
}
lockDown(halt);

const root = createRoot(document.getElementById('root')!);
const locales = new Map<string, Record<string, string>>();
const waiting = new Map<string, ((messages: Record<string, string>) => void)[]>();
let latest = -1;
/** one run per frame: the page makes a new frame for the next (scripts are locked after it) */
let ran = false;
/** which run each guard belongs to: a stopped run's leftover timers must not end a later one */
const runOf = new WeakMap<LoopGuard, number>();

function requestLocale(id: string): Promise<Record<string, string>> {
  const known = locales.get(id);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
    post({ type: 'needLocale', id });
  });
}

function report(run: number, error: SandboxError | null) {
  if (run === latest) post({ type: 'result', run, error });
}

/** Endless recursion: the guard ticks at every call, but the engine's stack may run out first. */
const overflowed = (thrown: unknown) => thrown instanceof RangeError && /call stack/i.test(thrown.message);

function failure(run: number, thrown: unknown) {
  if (run !== latest) return;
  root.render(null);
  const stopped = thrown instanceof LoopStoppedError || overflowed(thrown);
  report(run, stopped ? { kind: 'stopped' } : { kind: 'runtime', ...describeThrown(thrown) });
}

/**
 * Rendered after the demo: reports the run once React committed it (a throw never gets here),
 * its size first, so that the page shows the frame at the size of what it rendered.
 */
function Committed({ run: id }: { run: number }) {
  useLayoutEffect(() => {
    measureSize();
    report(id, null);
  }, [id]);
  return null;
}

async function run({ run: id, files, entry, release }: Extract<PageMessage, { type: 'run' }>) {
  latest = id;
  // the release's part loads before the visitor's code runs
  let part: ReleasePart | null = null;
  try {
    part = release ? await loadRelease(release) : null;
  } catch (thrown) {
    failure(id, thrown);
    return;
  }
  if (id !== latest) return;
  const guard = createLoopGuard({
    now: clock,
    budgetMs: BUDGET_MS,
    busy: BUSY,
    hidden: () => apply(hiddenOf, document, []) as boolean,
    schedule: (reset) => setTimer(reset, 0),
    // the throw that follows ends the code; the demo says so even if the code catches it
    // a halted run is the page's to tear down, with its own notice
    onStop: () => !isHalted() && report(id, { kind: 'stopped' }),
    halted: isHalted,
  });
  runOf.set(guard, id);
  const result = await runDemo({
    files,
    entry,
    scope: frameModuleScope(requestLocale, part),
    evaluate: evaluateGuarded(guard),
  });
  if (id !== latest) return;
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'runtime') failure(id, error.error);
    // a compile error keeps the last good preview, as in the page before
    else report(id, error);
    return;
  }
  const Demo: ComponentType = result.component;
  setReleaseStyles(part?.css ?? null);
  setDemoStyles(result.stylesheets.map((sheet) => sheet.code));
  root.render(
    <Boundary key={id} onError={(error) => failure(id, error)}>
      <Demo />
      <Committed run={id} />
    </Boundary>,
  );
}

/** Measures and reports the demo's size now; watched from the moment the page's port is in. */
let measureSize = () => undefined as void;

function receive(data: unknown) {
  const message = pageMessageOf(data);
  if (!message) return;
  // a frame that moved its address says so instead (again, if it could not before)
  if (message.type === 'ping') {
    if (!addressMoved()) post({ type: 'pong', beat: message.beat });
  }
  else if (message.type === 'focus') focusGivenByPage();
  else if (message.type === 'run') {
    if (!ran) void run(message);
    ran = true;
  }
  else if (message.type === 'styles') setSiteStyles(message.sheets);
  else if (message.type === 'colour') setColourMode(message.mode);
  else if (message.type === 'look') setLook(message.look);
  else if (message.type === 'locale') {
    locales.set(message.id, message.messages);
    waiting.get(message.id)?.forEach((resolve) => resolve(message.messages));
    waiting.delete(message.id);
  }
}

// the page's one message to the window: the port, before any visitor code is in
window.addEventListener('message', (event) => {
  if (port || apply(sourceOf, event, []) !== parentWindow || apply(originOf, event, []) !== siteOrigin) return;
  const message = pageMessageOf(apply(dataOf, event, []));
  const given = (apply(portsOf, event, []) as readonly MessagePort[])[0];
  if (message?.type !== 'connect' || !given) return;
  port = given;
  port.onmessage = (portEvent) => receive(apply(dataOf, portEvent, []));
  measureSize = watchSize((size) => post({ type: 'height', ...size }));
  post({ type: 'ready' });
});

// code the guard stopped inside a handler or a timer: the demo says so
const stoppedLater = (reason: unknown) => {
  const run = reason instanceof LoopStoppedError && reason.guard ? runOf.get(reason.guard) : undefined;
  if (run !== undefined) failure(run, reason);
};
window.addEventListener('error', (event) => stoppedLater(event.error));
window.addEventListener('unhandledrejection', (event) => stoppedLater(event.reason));


