import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { setScriptSource } from './lockdown';

/** The rc-select part's file name, beside the runner page (set by plugins/sandbox/runnerPage.ts). */
declare const __RCP_SELECT_SCRIPT__: string;

type PartGlobals = { __rcpRunnerShared?: Record<string, unknown>; __rcpRunnerSelect?: unknown };

let loading: Promise<unknown> | null = null;

/**
 * rc-select, from the runner's second classic script, added to the frame the first time edited
 * code imports it (the runner page's CSP allows scripts from the site). The part takes this
 * script's React from a global, so the demo and its select share one React.
 */
export function loadSelect(): Promise<unknown> {
  loading ??= new Promise((resolve, reject) => {
    const globals = window as unknown as PartGlobals;
    globals.__rcpRunnerShared = {
      react: React,
      'react/jsx-runtime': jsxRuntime,
      'react-dom': ReactDOM,
      'react-dom/client': ReactDOMClient,
    };
    const script = document.createElement('script');
    script.onload = () => resolve(globals.__rcpRunnerSelect);
    script.onerror = () => {
      loading = null;
      reject(new Error('rc-select could not be loaded'));
    };
    setScriptSource(script, __RCP_SELECT_SCRIPT__);
    document.head.appendChild(script);
  });
  return loading;
}
