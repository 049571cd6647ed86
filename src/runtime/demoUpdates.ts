/**
 * `dumi dev` only: a demo file's edit shown without a reload. Each demo module accepts its own hot updates
 * (plugins/bundle/demoHotUpdate.cjs) and hands its new data to the demo objects the page holds; React Refresh
 * keeps the components' state. `useDemo` requires this module under a NODE_ENV condition the build drops.
 */
import { useSyncExternalStore } from 'react';
import { withBareNames, type DemoData } from './demos';

type Demos = Record<string, DemoData>;

export interface DemoHotData {
  siteDemos?: Demos;
  /** a hash of the demo module's code, without the demos' source texts */
  siteDemoCode?: string;
}

export interface DemoHot {
  data?: DemoHotData;
  accept(): void;
  dispose(callback: (data: DemoHotData) => void): void;
}

let version = 0;
let listeners: Set<() => void> | undefined;

/** Each held demo takes the new data; its component stays unless the module's code changed. */
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

/** Called by every page's demo module in the dev server. */
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

export function useDemoUpdates(): number {
  return useSyncExternalStore(subscribe, currentVersion, currentVersion);
}
