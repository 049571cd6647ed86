import { useAppData } from 'dumi';
import React, { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { COLOR_MODE_ATTRIBUTE } from '../colorMode';
import type { LiveError, LiveFile } from '../liveDemo';
import { isLocaleId, loadLocale } from '../paginationLocale';
import { DEFAULT_RELEASE, type ReleaseId } from '../versions';
import { DemoErrorBox } from '../theme/DemoErrorBoundary';
import { envelope, readFrameMessage, type PageMessage, type SandboxError } from './protocol';
import { runnerPageUrl } from './runnerPage';
import SandboxFrame from './SandboxFrame';

/** How long typing pauses before the frame runs the code again. */
export const RUN_DELAY_MS = 300;

export interface SandboxRun {
  /** the frame (with the original demo until the frame first rendered); null: nothing to run */
  preview: ReactNode;
  /** why the latest code did not run (the last good preview stays) */
  error: Exclude<LiveError, { kind: 'runtime' }> | null;
  /** the loop guard stopped the code */
  stopped: boolean;
}

type Crash = Extract<SandboxError, { kind: 'runtime' }>;

/** The page's stylesheets as text, for the frame: site styles, rc-pagination's, the demos'. */
function pageStyles(): string[] {
  return [...document.styleSheets].flatMap((sheet) => {
    try {
      return [[...sheet.cssRules].map((rule) => rule.cssText).join('\n')];
    } catch {
      return [];
    }
  });
}

const colourMode = () => (document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === 'dark' ? 'dark' : 'light');

function errorOf(crash: Crash): Error {
  const error = new Error(crash.message);
  error.stack = crash.stack;
  return error;
}

/**
 * Runs `files` (a demo with the visitor's edits) in the sandboxed runner frame, RUN_DELAY_MS after
 * the last change, and returns what to show: the frame, the error that kept code from running,
 * or that the loop guard stopped it. `files` null runs nothing and mounts no frame. A thrown
 * error shows the demo's error box in place of the frame; its retry runs the code again.
 * `release`: the rc-pagination release the code runs on (issue 39).
 */
export function useSandboxRun(
  files: LiveFile[] | null,
  entry: string,
  original: ReactNode,
  release: ReleaseId = DEFAULT_RELEASE,
): SandboxRun {
  const { basename = '/' } = useAppData() as { basename?: string };
  const frame = useRef<HTMLIFrameElement>(null);
  const runs = useRef(0);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(0);
  const [rendered, setRendered] = useState(false);
  const [error, setError] = useState<SandboxRun['error']>(null);
  const [crash, setCrash] = useState<Crash | null>(null);
  const [stopped, setStopped] = useState(false);
  const active = files !== null;

  const post = useCallback((message: PageMessage) => {
    // the frame's origin is opaque: no other target origin reaches it
    frame.current?.contentWindow?.postMessage(envelope(message), '*');
  }, []);

  const run = useCallback(() => {
    if (!files) return;
    runs.current += 1;
    post({ type: 'run', run: runs.current, files, entry, ...(release === DEFAULT_RELEASE ? {} : { release }) });
  }, [files, entry, release, post]);

  useEffect(() => {
    if (active) return undefined;
    setReady(false);
    setRendered(false);
    setError(null);
    setCrash(null);
    setStopped(false);
    return undefined;
  }, [active]);

  useEffect(() => {
    if (!active) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== 'null') return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        post({ type: 'styles', sheets: pageStyles() });
        post({ type: 'colour', mode: colourMode() });
        setReady(true);
      } else if (message.type === 'height') setHeight(message.height);
      else if (message.type === 'needLocale') {
        const { id } = message;
        if (isLocaleId(id)) {
          loadLocale(id).then(
            (locale) => post({ type: 'locale', id, messages: { ...locale } as Record<string, string> }),
            () => undefined,
          );
        }
      } else if (message.run === runs.current) {
        const failed = message.error;
        if (!failed || failed.kind === 'runtime' || failed.kind === 'stopped') {
          setRendered(true);
          setError(null);
          setCrash(failed?.kind === 'runtime' ? failed : null);
          setStopped(failed?.kind === 'stopped');
        } else setError(failed);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, post]);

  // the colour switch, while the frame is up
  useEffect(() => {
    if (!ready) return undefined;
    const observer = new MutationObserver(() => post({ type: 'colour', mode: colourMode() }));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_MODE_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [ready, post]);

  useEffect(() => {
    if (!ready) return undefined;
    const timer = window.setTimeout(run, RUN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, run]);

  // one element per change, so the previewer around it renders only when something changed
  const preview = useMemo(
    () =>
      active && (
        <>
          {!rendered && original}
          {crash && <DemoErrorBox error={errorOf(crash)} resetErrorBoundary={run} />}
          <SandboxFrame ref={frame} src={runnerPageUrl(basename)} height={height} shown={rendered && !crash} />
        </>
      ),
    [active, rendered, original, crash, run, basename, height],
  );
  // one object per change too: the live code hands it up from an effect keyed on it
  return useMemo(
    () => (active ? { preview, error, stopped } : { preview: null, error: null, stopped: false }),
    [active, preview, error, stopped],
  );
}
