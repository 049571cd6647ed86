/*
 * rc-select itself (with @rc-component/trigger, rc-virtual-list, rc-motion, rc-overflow: 33 KiB
 * gzipped) as a chunk of its own, fetched once a visitor shows an intent to use a select. The
 * package name is aliased to this folder (plugins/patches/index.ts), so the real one is
 * imported by its file.
 */
import type { ComponentType } from 'react';
import type { SelectProps } from 'rc-select';

export type RealSelect = ComponentType<SelectProps & { ref?: unknown }>;

let loaded: RealSelect | null = null;
let pending: Promise<RealSelect> | null = null;
const listeners = new Set<() => void>();

/** The real Select once downloaded (null before). */
export const loadedSelect = (): RealSelect | null => loaded;

/** Calls `listener` when the real Select has arrived; returns the unsubscription. */
export function onSelectLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Downloads the real Select (once; a failed download is tried again on the next call). Rejects
 * with the chunk's error, which the caller reports.
 */
export function loadSelect(): Promise<RealSelect> {
  pending ??= import('rc-select/es/index').then(
    (module) => {
      loaded = module.default as RealSelect;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
