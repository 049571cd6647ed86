import { useAppData } from 'dumi';
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LiveError, LiveFile } from '../liveDemo';
import { DEFAULT_RELEASE, type ReleaseId } from '../versions';
import { DemoErrorBox } from '../theme/DemoErrorBoundary';
import { NO_SIZE, type FrameSize } from './frameBox';
import type { SandboxError, StopReason } from './protocol';
import { runnerPageUrl } from './runnerPage';
import SandboxFrame from './SandboxFrame';
import { useFrameMessages, type FrameEvents, type FrameSlot } from './useFrameMessages';
import { useKeepFocus } from './useKeepFocus';

/** How long typing pauses before the frame runs the code again. */
export const RUN_DELAY_MS = 300;

export interface SandboxRun {
  /** the frame (with the original demo until a frame first rendered); null: nothing to run */
  preview: ReactNode;
  /** why the latest code did not run (the last good preview stays) */
  error: Exclude<LiveError, { kind: 'runtime' }> | null;
  /**
   * why the code was stopped: the loop guard stopped it or the frame stopped answering (`loop`),
   * the frame changed its own address (`moved`) or posted to the page's window (`messages`) and
   * was torn down; null: it was not
   */
  stopped: StopReason | null;
}

type Crash = Extract<SandboxError, { kind: 'runtime' }>;

function errorOf(crash: Crash): Error {
  const error = new Error(crash.message);
  error.stack = crash.stack;
  return error;
}

/**
 * Runs `files` (a demo with the visitor's edits) in a sandboxed runner frame, RUN_DELAY_MS after
 * the last change, and returns what to show. Every run gets a new frame, loaded out of sight
 * while the last good one stays in place, which it replaces once it rendered; a frame that
 * stopped answering or changed its own address is torn down. `files` null runs nothing and
 * mounts no frame. A thrown error shows the demo's error box in place of the frame; its retry
 * runs the code again.
 * `release`: the rc-pagination release the code runs on; `edited`: whether `files`
 * are the visitor's (or shared) code rather than the demo as written, for the frame's title.
 */
export function useSandboxRun(
  files: LiveFile[] | null,
  entry: string,
  original: ReactNode,
  release: ReleaseId = DEFAULT_RELEASE,
  edited = true,
): SandboxRun {
  const { basename = '/' } = useAppData() as { basename?: string };
  const runs = useRef(0);
  /** the shown frame first, then the one loading; at most two */
  const [slots, setSlots] = useState<FrameSlot[]>([]);
  const [shown, setShownState] = useState<number | null>(null);
  // the shown frame's run, for handlers that must not wait for a render to know it
  const shownRun = useRef<number | null>(null);
  const [size, setSize] = useState<FrameSize>(NO_SIZE);
  const [error, setError] = useState<SandboxRun['error']>(null);
  const [crash, setCrash] = useState<Crash | null>(null);
  const [stopped, setStopped] = useState<StopReason | null>(null);
  const active = files !== null;

  const setShown = useCallback((run: number | null) => {
    shownRun.current = run;
    setShownState(run);
  }, []);

  const run = useCallback(() => {
    if (!files) return;
    runs.current += 1;
    const slot: FrameSlot = { run: runs.current, files, entry, ...(release === DEFAULT_RELEASE ? {} : { release }) };
    setSlots((current) => [...current.filter((other) => other.run === shownRun.current), slot]);
  }, [files, entry, release]);

  const events = useMemo<FrameEvents>(
    () => ({
      size: (run, value) => run === shownRun.current && setSize(value),
      result(run, failed, frameSize) {
        const compileError = failed && failed.kind !== 'runtime' && failed.kind !== 'stopped' ? failed : null;
        // a compile error keeps the last good preview; anything else replaces it
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

  const src = runnerPageUrl(basename);
  // one element per change, so the previewer around it renders only when something changed
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
  // one object per change too: the live code hands it up from an effect keyed on it
  return useMemo(
    () => (active ? { preview, error, stopped } : { preview: null, error: null, stopped: null }),
    [active, preview, error, stopped],
  );
}
