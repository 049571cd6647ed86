import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { setScriptSource } from './lockdown';

type PartGlobals = Record<string, unknown> & { __rcpRunnerShared?: Record<string, unknown> };

const loading = new Map<string, Promise<unknown>>();
/** A stalled part fails with a message rather than leave another release's preview under the switch. */
export const PART_DEADLINE_MS = 10_000;

/** A classic script of the runner that sets `globalName` and shares the frame's React. */
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
    // the browser's own: a part loads before any visitor code
    const deadline = window.setTimeout(fail, PART_DEADLINE_MS);
    script.onload = () => {
      window.clearTimeout(deadline);
      // a host answering a missing file with a page set nothing
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
