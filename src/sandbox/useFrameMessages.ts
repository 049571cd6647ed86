import { useCallback, useEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { LiveFile } from '../liveDemo';
import type { ReleaseId } from '../versions';
import { isLocaleId, loadLocale } from '../paginationLocale';
import { COLOR_MODE_ATTRIBUTE } from '../colorMode';
import { frameBox, type FrameRoom, type FrameSize } from './frameBox';
import { createFrameGate, type FrameGate } from './frameGate';
import { colourMode, handshake, lookMessage } from './handshake';
import { envelope, readFrameMessage, type CallName, type FrameMessage, type PageMessage, type SandboxError, type StopReason } from './protocol';
import { usePageLook } from './usePageLook';
import { frameTabbed } from './useKeepFocus';
import { createWatchdog, PING_EVERY_MS, type Watchdog } from './watchdog';

export interface FrameSlot {
  run: number;
  files: LiveFile[];
  entry: string;
  release?: ReleaseId;
  /** a comparison's frame: asked for its measures once its run rendered */
  probe?: boolean;
  /** the frame reports the pagination's listener calls */
  calls?: true;
}

/** A comparison frame's answer to the probe. */
export type ProbeAnswer = Extract<FrameMessage, { type: 'measures' | 'probeFailed' }>;

/** What the page learns from its frames, already bounded by the frame's gate. */
export interface FrameEvents {
  size(run: number, size: FrameSize): void;
  /** `size`: the frame's last reported size */
  result(run: number, error: SandboxError | null, size: FrameSize | null): void;
  /** torn down: no pong (`loop`), a new address (`moved`), or a post outside its port (`messages`) */
  torn(run: number, reason: StopReason): void;
  /** a probe frame was asked for its measures, and what it answered */
  probed?(run: number): void;
  measured?(run: number, answer: ProbeAnswer): void;
  call?(run: number, name: CallName, args: [number, number]): void;
}

interface Frame {
  element: HTMLIFrameElement | null;
  loads: number;
  gate: FrameGate;
  watchdog: Watchdog | null;
  size: FrameSize | null;
  /** before frameBox clamped it */
  reported: FrameSize | null;
  port: MessagePort | null;
}

const post = (frame: Frame, message: PageMessage) => frame.port?.postMessage(envelope(message));

/** Hands the frame its port: the one post to its window (opaque origin), after its first load. */
function connect(frame: Frame, receive: (data: unknown) => void): void {
  const channel = new MessageChannel();
  frame.port = channel.port1;
  channel.port1.onmessage = (event) => receive(event.data);
  frame.element?.contentWindow?.postMessage(envelope({ type: 'connect' }), '*', [channel.port2]);
}

/** Marks the box a frame's popup may not reach past. */
export const FRAME_BOX_ATTRIBUTE = 'data-frame-box';

const boxOf = (element: HTMLIFrameElement | null) => element?.closest(`[${FRAME_BOX_ATTRIBUTE}]`) ?? null;

function roomOf(element: HTMLIFrameElement | null, height: number): FrameRoom {
  if (!element) return { width: 0, below: 0 };
  const frame = element.getBoundingClientRect();
  const box = boxOf(element);
  return { width: frame.width, below: box ? box.getBoundingClientRect().bottom - (frame.top + height) : 0 };
}

const clampedSize = (frame: Frame, reported: FrameSize) => frameBox(reported, roomOf(frame.element, reported.height));

const sameSize = (one: FrameSize | null, other: FrameSize) =>
  !!one && one.height === other.height && one.overlay === other.overlay && one.left === other.left && one.right === other.right;

function forget(frames: Map<number, Frame>, run: number): void {
  frames.get(run)?.port?.close();
  frames.delete(run);
}

/** The page's side of the conversation with each runner frame in `slots`. */
export function useFrameMessages(slots: FrameSlot[], events: FrameEvents) {
  const frames = useRef(new Map<number, Frame>());
  const refs = useRef(new Map<number, (element: HTMLIFrameElement | null) => void>());
  const latest = useRef({ slots, events });
  latest.current = { slots, events };

  const frameOf = (run: number): Frame => {
    let frame = frames.current.get(run);
    const probed = latest.current.slots.some((slot) => slot.run === run && slot.probe);
    if (!frame) frames.current.set(run, (frame = { element: null, loads: 0, gate: createFrameGate(run, probed), watchdog: null, size: null, reported: null, port: null }));
    return frame;
  };

  const refFor = useCallback((run: number) => {
    let ref = refs.current.get(run);
    if (!ref) refs.current.set(run, (ref = (element) => void (frameOf(run).element = element)));
    return ref;
  }, []);

  /** A second document means the frame navigated itself: it is torn down at once. */
  const loadedFor = useCallback((run: number) => {
    const frame = frameOf(run);
    frame.loads += 1;
    if (frame.loads === 1) connect(frame, (data) => receive.current(run, data));
    else {
      forget(frames.current, run);
      latest.current.events.torn(run, 'moved');
    }
  }, []);

  useEffect(() => {
    const runs = new Set(slots.map((slot) => slot.run));
    for (const run of [...frames.current.keys()]) if (!runs.has(run)) forget(frames.current, run);
    for (const run of [...refs.current.keys()]) if (!runs.has(run)) refs.current.delete(run);
  }, [slots]);

  const receive = useRef((run: number, data: unknown) => {
    const slot = latest.current.slots.find((candidate) => candidate.run === run);
    const frame = frames.current.get(run);
    const message = slot && frame && readFrameMessage(data);
    if (!slot || !frame || !message || !frame.gate.admit(message)) return;
    const { events: on } = latest.current;
    if (message.type === 'ready') {
      frame.watchdog = createWatchdog(() => performance.now());
      for (const first of handshake(frame.element)) post(frame, first);
      const { run, files, entry, release, calls } = slot;
      post(frame, { type: 'run', run, files, entry, ...(release && { release }), ...(calls && { calls }) });
    } else if (message.type === 'height') {
      const { type: _, ...reported } = message;
      frame.reported = reported;
      frame.size = clampedSize(frame, reported);
      const box = boxOf(frame.element);
      if (box) boxes.current?.observe(box);
      on.size(slot.run, frame.size);
    } else if (message.type === 'call') on.call?.(slot.run, message.name, message.args);
    else if (message.type === 'pong') frame.watchdog?.answered(message.beat);
    else if (message.type === 'tab') frameTabbed();
    else if (message.type === 'moved') {
      forget(frames.current, slot.run);
      // now, not at the next render: each move until then is an entry in the visitor's history
      flushSync(() => on.torn(slot.run, 'moved'));
    } else if (message.type === 'needLocale') {
      const { id } = message;
      if (isLocaleId(id)) {
        loadLocale(id).then(
          (locale) => post(frame, { type: 'locale', id, messages: { ...locale } as Record<string, string> }),
          () => undefined,
        );
      }
    } else if (message.type === 'measures' || message.type === 'probeFailed') {
      frame.watchdog?.measuring(false);
      on.measured?.(slot.run, message);
    }
    else {
      on.result(slot.run, message.error, frame.size);
      if (slot.probe && message.error === null) {
        frame.watchdog?.measuring(true);
        post(frame, { type: 'probe', run: slot.run });
        on.probed?.(slot.run);
      }
    }
  });

  /** A box that changes size clamps its frame's popup again. */
  const boxes = useRef<ResizeObserver | null>(null);
  const active = slots.length > 0;
  useEffect(() => {
    if (!active) return undefined;
    boxes.current = new ResizeObserver(() => {
      for (const [run, frame] of frames.current) {
        if (!frame.reported) continue;
        const size = clampedSize(frame, frame.reported);
        if (sameSize(frame.size, size)) continue;
        frame.size = size;
        latest.current.events.size(run, size);
      }
    });
    // frame code reaches this window, never the port: such a post is not read, and its frame is torn down
    const onMessage = (event: MessageEvent) => {
      if (!event.source) return;
      for (const [run, frame] of frames.current) {
        if (frame.element?.contentWindow !== event.source) continue;
        forget(frames.current, run);
        latest.current.events.torn(run, 'messages');
        return;
      }
    };
    const watch = window.setInterval(() => {
      for (const [run, frame] of frames.current) {
        if (!frame.watchdog) continue;
        const beat = frame.watchdog.ping();
        if (!frame.watchdog.silent()) post(frame, { type: 'ping', beat });
        else {
          forget(frames.current, run);
          latest.current.events.torn(run, 'loop');
        }
      }
    }, PING_EVERY_MS);
    const observer = new MutationObserver(() => {
      for (const frame of frames.current.values()) if (frame.watchdog) post(frame, { type: 'colour', mode: colourMode() });
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_MODE_ATTRIBUTE] });
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      observer.disconnect();
      boxes.current?.disconnect();
      boxes.current = null;
    };
  }, [active]);

  const elements = useCallback(
    () => [...frames.current.values()].flatMap((frame) => (frame.element ? [frame.element] : [])),
    [],
  );
  const box = useCallback(() => elements()[0]?.parentElement ?? null, [elements]);
  const sendLook = useCallback(() => {
    for (const frame of frames.current.values()) {
      const look = frame.watchdog ? lookMessage(frame.element) : null;
      if (look) post(frame, look);
    }
  }, []);
  usePageLook(active, box, sendLook);
  const tabbed = useCallback(() => {
    for (const frame of frames.current.values()) post(frame, { type: 'focus' });
  }, []);
  return useMemo(() => ({ refFor, loadedFor, elements, tabbed }), [refFor, loadedFor, elements, tabbed]);
}
