import { useAppData } from 'dumi';
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveError, LiveFile } from '../liveDemo';
import { DEFAULT_RELEASE, type ReleaseId } from '../versions';
import { DemoErrorBox } from '../theme/DemoErrorBoundary';
import { NO_SIZE, type FrameSize } from './frameBox';
import type { CallName, SandboxError, StopReason } from './protocol';
import { runnerPageUrl } from './runnerPage';
import SandboxFrame from './SandboxFrame';
import { useFrameMessages, type FrameEvents, type FrameSlot, type ProbeAnswer } from './useFrameMessages';
import { useKeepFocus } from './useKeepFocus';

export const RUN_DELAY_MS = 300;

export interface SandboxRun {
  /** null: nothing to run */
  preview: ReactNode;
  error: Exclude<LiveError, { kind: 'runtime' }> | null;
  /** why the code was stopped and its frame torn down; null: it was not */
  stopped: StopReason | null;
  /** the shown run threw (its error box is on show) */
  crashed: boolean;
}

type Crash = Extract<SandboxError, { kind: 'runtime' }>;

/** A comparison frame's probe: asked (`null`), then its answer. */
export type ProbeEvent = ProbeAnswer | null;

/** The optional parts of a run. */
export interface SandboxRunOptions {
  /** the release the frame runs; DEFAULT_RELEASE unless given */
  release?: ReleaseId;
  /** names the frame's title: the visitor's edit (default) or the demo as written */
  edited?: boolean;
  /** a comparison's frames only: each run that rendered is measured, and this hears it */
  onProbe?: (event: ProbeEvent) => void;
  /** hears the shown run's pagination call its listeners */
  onCall?: (name: CallName, args: [number, number]) => void;
}

function errorOf(crash: Crash): Error {
  const error = new Error(crash.message);
  error.stack = crash.stack;
  return error;
}

/**
 * Runs `files` in a new runner frame RUN_DELAY_MS after the last change; it loads out of sight and replaces
 * the last good one once it rendered. `files` null mounts no frame.
 */
export function useSandboxRun(
  files: LiveFile[] | null,
  entry: string,
  original: ReactNode,
  options: SandboxRunOptions = {},
): SandboxRun {
  const { basename = '/' } = useAppData() as { basename?: string };
  const runs = useRef(0);
  /** the shown frame first, then the one loading */
  const [slots, setSlots] = useState<FrameSlot[]>([]);
  const [shown, setShownState] = useState<number | null>(null);
  const shownRun = useRef<number | null>(null);
  const [size, setSize] = useState<FrameSize>(NO_SIZE);
  const [error, setError] = useState<SandboxRun['error']>(null);
  const [crash, setCrash] = useState<Crash | null>(null);
  const [stopped, setStopped] = useState<StopReason | null>(null);
  const active = files !== null;
  const { release = DEFAULT_RELEASE, edited = true, onProbe, onCall } = options;
  const probe = useRef(onProbe);
  probe.current = onProbe;
  const probing = onProbe !== undefined;
  const heard = useRef(onCall);
  heard.current = onCall;
  const calls = onCall !== undefined;

  const setShown = useCallback((run: number | null) => {
    shownRun.current = run;
    setShownState(run);
  }, []);

  const run = useCallback(() => {
    if (!files) return;
    runs.current += 1;
    const slot: FrameSlot = {
      run: runs.current,
      files,
      entry,
      probe: probing,
      ...(release !== DEFAULT_RELEASE && { release }),
      ...(calls && { calls: true as const }),
    };
    setSlots((current) => [...current.filter((other) => other.run === shownRun.current), slot]);
  }, [files, entry, release, probing, calls]);

  const events = useMemo<FrameEvents>(
    () => ({
      size: (run, value) => run === shownRun.current && setSize(value),
      result(run, failed, frameSize) {
        const compileError = failed && failed.kind !== 'runtime' && failed.kind !== 'stopped' ? failed : null;
        setSlots((current) => current.filter((slot) => (compileError ? slot.run !== run : slot.run >= run)));
        setError(compileError);
        if (compileError) return;
        setShown(run);
        if (frameSize !== null) setSize(frameSize);
        setCrash(failed?.kind === 'runtime' ? failed : null);
        setStopped(failed?.kind === 'stopped' ? 'loop' : null);
      },
      torn(run, reason) {
        setSlots((current) => current.filter((slot) => slot.run !== run));
        if (run === shownRun.current) setShown(null);
        setCrash(null);
        setStopped(reason);
      },
      // the latest run's alone: an earlier release's answer must not pass for the new one's
      probed: (run) => run === runs.current && probe.current?.(null),
      measured: (run, answer) => run === runs.current && probe.current?.(answer),
      call: (run, name, args) => run === shownRun.current && heard.current?.(name, args),
    }),
    [setShown],
  );
  const frames = useFrameMessages(slots, events);
  useKeepFocus(frames.elements, frames.tabbed);

  useEffect(() => {
    if (active) return undefined;
    setSlots([]);
    setShown(null);
    setError(null);
    setCrash(null);
    setStopped(null);
    return undefined;
  }, [active, setShown]);

  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(run, RUN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, run]);

  const src = runnerPageUrl(basename, probing);
  // one element per change, so the previewer renders only when something changed
  const preview = useMemo(
    () =>
      active && (
        <>
          {shown === null && original}
          {crash && <DemoErrorBox error={errorOf(crash)} resetErrorBoundary={run} />}
          {slots.map((slot) => (
            <SandboxFrame
              key={slot.run}
              ref={frames.refFor(slot.run)}
              onLoad={() => frames.loadedFor(slot.run)}
              src={src}
              size={size}
              shown={slot.run === shown && !crash}
              loading={slot.run !== shown}
              edited={edited}
              release={slot.release}
            />
          ))}
        </>
      ),
    [active, shown, original, crash, run, slots, frames, src, size, edited],
  );
  const crashed = crash !== null;
  return useMemo(
    () => (active ? { preview, error, stopped, crashed } : { preview: null, error: null, stopped: null, crashed: false }),
    [active, preview, error, stopped, crashed],
  );
}
