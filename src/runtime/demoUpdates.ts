/**
 * `dumi dev` only: an edit of a demo file shown in the open page without a reload.
 *
 * Each page's demo module (`page.md?type=demo`) gets, in the dev server only, a call of
 * `acceptDemoUpdate` (plugins/bundle/demoHotUpdate.cjs): the module accepts its own hot updates,
 * so the change of a demo's source text (its `?dumi-raw` module, which the code view shows) stops
 * there instead of reaching the entry script. Run again, the module hands its new data to the
 * demo objects the page already holds (src/runtime/demos.ts caches them), and `useDemo` renders
 * again. The demo's component stays the one the page holds: React Refresh swaps its code in
 * place, so the demo keeps its state. When the demo module's own code changed (the Markdown page
 * was edited: an inline demo, a demo added, another import), the new components come too.
 *
 * Nothing here is in the production build: the loader is added in development only, and
 * `useDemo` requires this module inside a condition on NODE_ENV that the build drops unread
 * (a static import left React's hook, and another module id, in the build's entry script).
 */
import { useSyncExternalStore } from 'react';
import { withBareNames, type DemoData } from './demos';

type Demos = Record<string, DemoData>;

/** What the demo module passes on to its next version. */
export interface DemoHotData {
  /** the demo objects the page holds */
  siteDemos?: Demos;
  /** a hash of the demo module's code (its generated source, without the demos' source texts) */
  siteDemoCode?: string;
}

/** The part of webpack's `module.hot` used here. */
export interface DemoHot {
  data?: DemoHotData;
  accept(): void;
  dispose(callback: (data: DemoHotData) => void): void;
}

let version = 0;
let listeners: Set<() => void> | undefined;

/**
 * The demo objects to keep after an update: each one the page holds takes the new data (asset,
 * context, render options); its component stays unless the module's code changed. A demo new
 * to the page is taken as it comes.
 */
export function mergeDemos(held: Demos, next: Demos, sameCode: boolean): Demos {
  const kept: Demos = { ...held };
  for (const [id, demo] of Object.entries(next)) {
    const current = held[id];
    if (!current) {
      kept[id] = demo;
      continue;
    }
    Object.assign(current, demo, sameCode ? { component: current.component } : {});
    withBareNames(current);
  }
  return kept;
}

function notify(): void {
  version += 1;
  listeners?.forEach((listener) => listener());
}

/**
 * Called by every page's demo module as it runs in the dev server, with its `module.hot`, its
 * `demos` export and the hash of its code.
 */
export function acceptDemoUpdate(hot: DemoHot, demos: Demos, code: string): void {
  hot.accept();
  const held = hot.data?.siteDemos;
  const kept = held ? mergeDemos(held, demos, hot.data?.siteDemoCode === code) : demos;
  hot.dispose((data) => {
    data.siteDemos = kept;
    data.siteDemoCode = code;
  });
  if (held) notify();
}

function subscribe(listener: () => void): () => void {
  listeners ??= new Set();
  listeners.add(listener);
  return () => listeners?.delete(listener);
}

const currentVersion = () => version;

/** Renders the calling component again after a demo module's update (development only). */
export function useDemoUpdates(): number {
  return useSyncExternalStore(subscribe, currentVersion, currentVersion);
}
