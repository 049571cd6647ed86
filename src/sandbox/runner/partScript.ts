import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { setScriptSource } from './lockdown';

type PartGlobals = Record<string, unknown> & { __rcpRunnerShared?: Record<string, unknown> };

const loading = new Map<string, Promise<unknown>>();
/**
 * How long a part may take to arrive. A part is about 9 KiB gzip from the site's own host; one
 * that has not arrived by then (a stalled request) fails with a message, instead of leaving the
 * last preview (another release's) under a switch that names this one.
 */
export const PART_DEADLINE_MS = 10_000;

/**
 * A part of the runner: a classic script beside it (the runner page's CSP allows scripts from the
 * site), added to the frame the first time it is asked for, that sets `globalName`. The part
 * takes this script's React from a global, so the demo and the part share one React.
 */
export function loadPartScript(src: string, globalName: string, what: string): Promise<unknown> {
  const known = loading.get(src);
  if (known) return known;
  const loaded = new Promise((resolve, reject) => {
    const globals = window as unknown as PartGlobals;
    globals.__rcpRunnerShared = {
      react: React,
      'react/jsx-runtime': jsxRuntime,
      'react-dom': ReactDOM,
      'react-dom/client': ReactDOMClient,
    };
    const script = document.createElement('script');
    const fail = () => {
      loading.delete(src);
      reject(new Error(`${what} could not be loaded`));
    };
    // set before any visitor code runs in this frame (a part loads before the code), so it is the browser's own
    const deadline = window.setTimeout(fail, PART_DEADLINE_MS);
    script.onload = () => {
      window.clearTimeout(deadline);
      // a script that ran but set nothing (a host answering a missing file with a page) is no part
      const part = globals[globalName];
      if (part) resolve(part);
      else fail();
    };
    script.onerror = () => {
      window.clearTimeout(deadline);
      fail();
    };
    setScriptSource(script, src);
    document.head.appendChild(script);
  });
  loading.set(src, loaded);
  return loaded;
}
