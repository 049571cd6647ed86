import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { setScriptSource } from './lockdown';

type PartGlobals = Record<string, unknown> & { __rcpRunnerShared?: Record<string, unknown> };

const loading = new Map<string, Promise<unknown>>();

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
    script.onload = () => resolve(globals[globalName]);
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`${what} could not be loaded`));
    };
    setScriptSource(script, src);
    document.head.appendChild(script);
  });
  loading.set(src, loaded);
  return loaded;
}
