import React, { useLayoutEffect, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { runDemo } from '../../liveDemo/run';
import { createLoopGuard, LoopStoppedError, type LoopGuard } from '../loopGuard';
import { describeThrown, envelope, pageMessageOf, type FrameMessage, type PageMessage, type ProbePart, type SandboxError } from '../protocol';
import Boundary from './Boundary';
import { evaluateGuarded } from './evaluate';
import { setColourMode, setDemoStyles, setLook, setReleaseStyles, setSiteStyles, watchSize } from './frameDocument';
import { addressMoved, isHalted } from './keepAddress';
import { focusGivenByPage, lockDown, parentWindow } from './lockdown';
import { loadRelease, type ReleasePart } from './releasePart';
import { frameModuleScope } from './scope';

/** The runner page's script (plugins/sandboxRunner.ts): runs the page's code in this opaque-origin frame. */
const BUDGET_MS = 1000;
/** Nor busy more than half of any 3 s. */
const BUSY = { windowMs: 3000, share: 0.5 };
const hiddenOf = Object.getOwnPropertyDescriptor(Document.prototype, 'hidden')!.get!;

// before anything else: what the guard needs, as the browser made it
const clock = performance.now.bind(performance);
const setTimer = window.setTimeout.bind(window);
/** The sandbox makes `origin` itself opaque. */
const siteOrigin = new URL(window.location.href).origin;
// as the browser made them: visitor code may replace them (a replaced `Reflect.apply` would get the port's event)
const apply = Reflect.apply;
const portPost = MessagePort.prototype.postMessage;
const messageField = (name: 'data' | 'ports' | 'source' | 'origin') => Object.getOwnPropertyDescriptor(MessageEvent.prototype, name)!.get!;
const dataOf = messageField('data');
const portsOf = messageField('ports');
const sourceOf = messageField('source');
const originOf = messageField('origin');
/** The page's port, kept out of any global's reach: visitor code can reach the window, never it. */
let port: MessagePort | null = null;
const post = (message: FrameMessage) => {
  if (port) apply(portPost, port, [envelope(message)]);
};
const clearTimer = window.clearTimeout.bind(window);
const cancelFrame = window.cancelAnimationFrame.bind(window);
const nextFrame = window.requestAnimationFrame.bind(window);
const setAttribute = Element.prototype.setAttribute;
const keyOf = Object.getOwnPropertyDescriptor(KeyboardEvent.prototype, 'key')!.get!;
/** A comparison's runner page ran the measuring part first (src/compare/probe.ts); taken before visitor code can replace it. */
const probePart = (window as { __rcpRunnerProbe?: ProbePart }).__rcpRunnerProbe ?? null;

/** The code moved the address: until the page tears the frame down, nothing runs (guarded calls throw,
 * timers and animation frames are cleared, the document is inert). */
function halt() {
  post({ type: 'moved' });
  const lastTimer = setTimer(() => undefined, 0);
  for (let id = 1; id <= lastTimer; id += 1) clearTimer(id);
  const lastFrame = nextFrame(() => undefined);
  for (let id = 1; id <= lastFrame; id += 1) cancelFrame(id);
  apply(setAttribute, document.documentElement, ['inert', '']);
}
lockDown(halt);
// the page sees no key pressed in here: a Tab that leaves for a frame beside this one is given there by the page
window.addEventListener(
  'keydown',
  (event) => {
    if (event.isTrusted && apply(keyOf, event, []) === 'Tab') post({ type: 'tab' });
  },
  true,
);

const root = createRoot(document.getElementById('root')!);
const locales = new Map<string, Record<string, string>>();
const waiting = new Map<string, ((messages: Record<string, string>) => void)[]>();
let latest = -1;
/** one run per frame: scripts are locked after it */
let ran = false;
/** a comparison frame's run once rendered, and its demo */
let rendered = -1;
let drawn: ComponentType | null = null;
/** a stopped run's leftover timers must not end a later one */
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

const overflowed = (thrown: unknown) => thrown instanceof RangeError && /call stack/i.test(thrown.message);

function failure(run: number, thrown: unknown) {
  if (run !== latest) return;
  root.render(null);
  const stopped = thrown instanceof LoopStoppedError || overflowed(thrown);
  report(run, stopped ? { kind: 'stopped' } : { kind: 'runtime', ...describeThrown(thrown) });
}

/** Reports the committed run, its size first, so the page draws the frame at the size it rendered. */
function Committed({ run: id }: { run: number }) {
  useLayoutEffect(() => {
    measureSize();
    rendered = id;
    report(id, null);
  }, [id]);
  return null;
}

async function run({ run: id, files, entry, release, calls }: Extract<PageMessage, { type: 'run' }>) {
  latest = id;
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
    // a halted run is the page's to tear down, with its own notice
    onStop: () => !isHalted() && report(id, { kind: 'stopped' }),
    halted: isHalted,
  });
  runOf.set(guard, id);
  const result = await runDemo({
    files,
    entry,
    scope: frameModuleScope(requestLocale, part, calls ? (name, args) => id === latest && post({ type: 'call', run: id, name, args }) : null),
    evaluate: evaluateGuarded(guard),
  });
  if (id !== latest) return;
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'runtime') failure(id, error.error);
    // a compile error keeps the last good preview
    else report(id, error);
    return;
  }
  const Demo: ComponentType = result.component;
  drawn = Demo;
  setReleaseStyles(part?.css ?? null);
  setDemoStyles(result.stylesheets.map((sheet) => sheet.code));
  root.render(
    <Boundary key={id} onError={(error) => failure(id, error)}>
      <Demo />
      <Committed run={id} />
    </Boundary>,
  );
}

let measureSize = () => undefined as void;

/** Measures the rendered run's pagination for the page; any failure is said, never thrown. */
async function measureRun(id: number) {
  if (id !== latest || id !== rendered) return;
  try {
    if (!probePart) throw new Error('no measuring part on this runner page');
    const measures = await probePart.measure(document.getElementById('root')!);
    redraw(id);
    post(measures ? { type: 'measures', run: id, ...measures } : { type: 'probeFailed', run: id, reason: 'noPagination' });
  } catch {
    redraw(id);
    post({ type: 'probeFailed', run: id, reason: 'error' });
  }
}

/**
 * The key probe pressed keys on the shown demo, so its own onChange ran: a demo that keeps the
 * page or prints it in state would go on showing the probe's last page. A new key mounts the demo
 * afresh, as first drawn. Probing a hidden copy instead would need a second root that is laid out
 * (axe and the Tab stops skip what is not) yet neither seen nor counted in the frame's height.
 * Nothing is reported again: the run already rendered once.
 */
function redraw(id: number) {
  const Demo = drawn;
  if (id !== latest || !Demo) return;
  flushSync(() =>
    root.render(
      <Boundary key={`${id}-drawn`} onError={(error) => failure(id, error)}>
        <Demo />
      </Boundary>,
    ),
  );
}

function receive(data: unknown) {
  const message = pageMessageOf(data);
  if (!message) return;
  // a moved frame says so instead
  if (message.type === 'ping') {
    if (!addressMoved()) post({ type: 'pong', beat: message.beat });
  }
  else if (message.type === 'focus') focusGivenByPage();
  else if (message.type === 'probe') void measureRun(message.run);
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

// the page's one message to the window: the port
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

const stoppedLater = (reason: unknown) => {
  const run = reason instanceof LoopStoppedError && reason.guard ? runOf.get(reason.guard) : undefined;
  if (run !== undefined) failure(run, reason);
};
window.addEventListener('error', (event) => stoppedLater(event.error));
window.addEventListener('unhandledrejection', (event) => stoppedLater(event.reason));


