import { act, render, renderHook } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type FrameMessage, type PageMessage } from '../../../src/sandbox/protocol';
import { RUN_DELAY_MS, useSandboxRun, type SandboxRun } from '../../../src/sandbox/useSandboxRun';
import { SILENCE_LIMIT_MS } from '../../../src/sandbox/watchdog';

// a crash draws the demo's error box, which speaks the page's language
vi.mock('react-intl', () => import('../../stubs/dumi'));

/**
 * The page side of the runner frame. The live code hands the hook's result up to the previewer
 * from an effect keyed on it, so a result that changed identity on every render re-rendered the
 * previewer without end (and starved every page of the site sharing its process).
 */
const files = [{ name: 'index.tsx', code: 'export default () => null;' }];
const original = <p>original</p>;

/** One end of a channel that hands each message to the other end at once (jsdom's would wait a task). */
class InstantPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: InstantPort | null = null;
  closed = false;
  postMessage(data: unknown) {
    if (!this.closed && this.other && !this.other.closed) this.other.onmessage?.({ data });
  }
  close() {
    this.closed = true;
  }
}
class InstantChannel {
  port1 = new InstantPort();
  port2 = new InstantPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

/** A ResizeObserver (jsdom has none) the test calls back by hand. */
class ManualResizeObserver {
  static all: ManualResizeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: () => void) {
    ManualResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** every observer watching `element` hears that it changed */
  static resized(element: Element) {
    for (const observer of ManualResizeObserver.all) if (observer.observed.has(element)) observer.callback();
  }
}

/**
 * The runner's side of a frame: takes the port the page hands it on the frame's first load,
 * and talks through it, as src/sandbox/runner does.
 */
function connectFrame(frame: HTMLIFrameElement) {
  const sent: PageMessage[] = [];
  let port: InstantPort | null = null;
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((data: unknown, _origin: string, transfer?: unknown[]) => {
    if ((data as PageMessage).type !== 'connect' || !transfer) throw new Error('the page posted the frame something else than its port');
    port = transfer[0] as InstantPort;
    port.onmessage = (event) => void sent.push(event.data as PageMessage);
  }) as typeof window.postMessage);
  act(() => void frame.dispatchEvent(new Event('load')));
  if (!port) throw new Error('the page handed the frame no port on its first load');
  const connected: InstantPort = port;
  const say = (message: FrameMessage) => act(() => connected.postMessage(envelope(message)));
  return { sent, say, port: connected };
}

describe('useSandboxRun', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
    vi.stubGlobal('MessageChannel', InstantChannel);
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs nothing and mounts no frame without files', () => {
    const { result } = renderHook(() => useSandboxRun(null, 'index.tsx', original));
    expect(result.current).toEqual({ preview: null, error: null, stopped: null, crashed: false });
  });

  it('returns the same result while nothing changed, with or without files', () => {
    for (const given of [null, files]) {
      const { result, rerender } = renderHook(() => useSandboxRun(given, 'index.tsx', original));
      const first = result.current;
      rerender();
      rerender();
      expect(result.current).toBe(first);
    }
  });

  it('keeps the original demo in place until the frame first renders, with the frame out of sight', () => {
    function Harness() {
      return <>{useSandboxRun(files, 'index.tsx', original).preview}</>;
    }
    const { container } = render(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    expect(container.textContent).toContain('original');
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/sandbox/runner.html');
    expect(frame.hasAttribute('data-shown')).toBe(false);
  });

  /** The hook in a page, with the frame's posts to it and the page's posts to the frame. */
  function mounted() {
    const latest: { current: SandboxRun | null } = { current: null };
    function Harness() {
      latest.current = useSandboxRun(files, 'index.tsx', original);
      return <>{latest.current.preview}</>;
    }
    const { container } = render(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    const frame = container.querySelector('iframe')!;
    const { sent, say: fromFrame } = connectFrame(frame);
    return { container, frame, sent, fromFrame, latest };
  }

  it('hands the frame its own channel on its first load, and nothing else through its window', () => {
    const { frame, sent, fromFrame } = mounted();
    expect(frame.contentWindow!.postMessage).toHaveBeenCalledTimes(1);
    fromFrame({ type: 'ready' });
    expect(sent.map((message) => message.type)).toEqual(['styles', 'colour', 'look', 'run']);
    expect(frame.contentWindow!.postMessage).toHaveBeenCalledTimes(1);
  });

  it("clamps a popup's area again when the frame's box shrinks after the frame reported it", () => {
    const latest: { current: SandboxRun | null } = { current: null };
    function Harness() {
      latest.current = useSandboxRun(files, 'index.tsx', original);
      return <div data-frame-box="">{latest.current.preview}</div>;
    }
    const { container } = render(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    const frame = container.querySelector('iframe')!;
    const box = container.querySelector('[data-frame-box]')!;
    let bottom = 600;
    vi.spyOn(box, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);
    vi.spyOn(frame, 'getBoundingClientRect').mockImplementation(() => ({ top: 100, width: 500 }) as DOMRect);
    const { say } = connectFrame(frame);
    say({ type: 'ready' });
    say({ type: 'height', height: 40, overlay: 300, left: 0, right: 500 });
    say({ type: 'result', run: 1, error: null });
    expect(frame.style.height).toBe('340px');
    // the code is hidden: the box now ends 100 px under the demo
    bottom = 240;
    act(() => ManualResizeObserver.resized(box));
    expect(frame.style.height).toBe('140px');
    expect(frame.style.marginBottom).toBe('-100px');
  });

  it('tells the frame through its port when the visitor presses Tab (focus arriving then is given)', () => {
    const { sent, fromFrame } = mounted();
    fromFrame({ type: 'ready' });
    sent.splice(0);
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(sent).toContainEqual(envelope({ type: 'focus' }));
  });

  it("tears down a frame that posts to the page's window, without reading what it posted", () => {
    const { container, frame, fromFrame, latest } = mounted();
    fromFrame({ type: 'ready' });
    fromFrame({ type: 'result', run: 1, error: null });
    let reads = 0;
    const stray = new MessageEvent('message', { origin: 'null', source: frame.contentWindow });
    // reading a posted message is what costs the page: the browser copies its data in then
    Object.defineProperty(stray, 'data', {
      get: () => {
        reads += 1;
        return envelope({ type: 'ready' });
      },
    });
    act(() => void window.dispatchEvent(stray));
    expect(reads).toBe(0);
    expect(container.querySelector('iframe')).toBeNull();
    expect(latest.current?.stopped).toBe('messages');
    expect(container.textContent).toContain('original');
  });

  it("probes a comparison's frame once its run rendered, and hands on the latest run's answer alone", () => {
    const heard: unknown[] = [];
    function Harness() {
      return <>{useSandboxRun(files, 'index.tsx', original, { release: '1.5.0', edited: false, onProbe: (event) => heard.push(event) }).preview}</>;
    }
    const { container } = render(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    const frame = container.querySelector('iframe')!;
    // the comparison's runner page, which runs the measuring part first
    expect(frame.getAttribute('src')).toBe('/sandbox/compare.html');
    const { sent, say } = connectFrame(frame);
    say({ type: 'ready' });
    expect(sent.map((message) => message.type)).not.toContain('probe');
    say({ type: 'result', run: 1, error: null });
    expect(sent.filter((message) => message.type === 'probe')).toEqual([envelope({ type: 'probe', run: 1 })]);
    const answer = { type: 'probeFailed', run: 1, reason: 'noPagination' } as const;
    say(answer);
    say(answer);
    expect(heard).toEqual([null, answer]);
  });

  it('gives a measuring frame (axe holds its thread) seconds of silence, and the usual limit once it answered', () => {
    function Harness() {
      return <>{useSandboxRun(files, 'index.tsx', original, { release: '1.5.0', edited: false, onProbe: () => undefined }).preview}</>;
    }
    const { container } = render(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    const { say } = connectFrame(container.querySelector('iframe')!);
    say({ type: 'ready' });
    say({ type: 'result', run: 1, error: null });
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.querySelector('iframe')).not.toBeNull();
    say({ type: 'probeFailed', run: 1, reason: 'noPagination' });
    act(() => vi.advanceTimersByTime(2000));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('says the shown run crashed (a comparison side fails on it)', () => {
    const { fromFrame, latest } = mounted();
    fromFrame({ type: 'ready' });
    expect(latest.current?.crashed).toBe(false);
    fromFrame({ type: 'result', run: 1, error: { kind: 'runtime', message: 'boom', stack: '' } });
    expect(latest.current?.crashed).toBe(true);
    expect(latest.current?.error).toBeNull();
  });

  it("never probes the demo's own frame", () => {
    const { sent, fromFrame } = mounted();
    fromFrame({ type: 'ready' });
    fromFrame({ type: 'result', run: 1, error: null });
    expect(sent.map((message) => message.type)).not.toContain('probe');
  });

  it("honours the frame's ready once: thousands of them collect the page's styles once", () => {
    const { sent, fromFrame } = mounted();
    for (let turn = 0; turn < 2000; turn += 1) fromFrame({ type: 'ready' });
    expect(sent.filter((message) => message.type === 'styles')).toHaveLength(1);
    expect(sent.filter((message) => message.type === 'run')).toHaveLength(1);
  });

  it('tears down a frame that stops answering pings and says it stopped; one that answers stays', () => {
    const answering = mounted();
    answering.fromFrame({ type: 'ready' });
    for (let turn = 0; turn < 20; turn += 1) {
      act(() => vi.advanceTimersByTime(100));
      for (const message of answering.sent.splice(0)) if (message.type === 'ping') answering.fromFrame({ type: 'pong', beat: message.beat });
    }
    expect(answering.container.querySelector('iframe')).not.toBeNull();
    expect(answering.latest.current?.stopped).toBeNull();

    const silent = mounted();
    silent.fromFrame({ type: 'ready' });
    act(() => vi.advanceTimersByTime(2000));
    expect(silent.container.querySelector('iframe')).toBeNull();
    expect(silent.latest.current?.stopped).toBe('loop');
    expect(SILENCE_LIMIT_MS).toBeLessThan(2000);
  });

  it('tears down a frame that says it moved its address, and says why', () => {
    const { container, fromFrame, latest } = mounted();
    fromFrame({ type: 'moved' });
    // before ready, a move is not the runner's word: nothing happens
    expect(container.querySelector('iframe')).not.toBeNull();
    fromFrame({ type: 'ready' });
    fromFrame({ type: 'result', run: 1, error: null });
    expect(latest.current?.stopped).toBeNull();
    fromFrame({ type: 'moved' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(latest.current?.stopped).toBe('moved');
    // the original demo is back in the frame's place
    expect(container.textContent).toContain('original');
  });

  it('tears down a frame that loads a second document (it navigated itself) and says it moved', () => {
    const { container, frame, fromFrame, latest } = mounted();
    fromFrame({ type: 'ready' });
    expect(container.querySelector('iframe')).not.toBeNull();
    act(() => void frame.dispatchEvent(new Event('load')));
    expect(container.querySelector('iframe')).toBeNull();
    expect(latest.current?.stopped).toBe('moved');
  });

  it('runs every change in a new frame, keeping the shown one until the new one rendered', () => {
    let code = 'export default () => null;';
    function Harness() {
      return <>{useSandboxRun([{ name: 'index.tsx', code }], 'index.tsx', original).preview}</>;
    }
    const { container, rerender } = render(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    const first = container.querySelector('iframe')!;
    const firstSays = connectFrame(first).say;
    firstSays({ type: 'ready' });
    firstSays({ type: 'result', run: 1, error: null });
    expect(first.className).toBe('rcp-sandbox-frame');
    code = 'export default () => 1;';
    rerender(<Harness />);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    const frames = [...container.querySelectorAll('iframe')];
    expect(frames).toHaveLength(2);
    expect(frames[0]).toBe(first);
    expect(frames[1].className).toBe('rcp-sandbox-next');
    const nextSays = connectFrame(frames[1]).say;
    nextSays({ type: 'ready' });
    nextSays({ type: 'result', run: 2, error: null });
    expect([...container.querySelectorAll('iframe')]).toEqual([frames[1]]);
    expect(frames[1].className).toBe('rcp-sandbox-frame');
  });
});
