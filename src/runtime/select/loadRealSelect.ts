/* The real rc-select as a chunk of its own; the package name is aliased here, so it is imported by its file. */
import type { ComponentType } from 'react';
import type { SelectProps } from 'rc-select';

export type RealSelect = ComponentType<SelectProps & { ref?: unknown }>;

let loaded: RealSelect | null = null;
let pending: Promise<RealSelect> | null = null;
const listeners = new Set<() => void>();

export const loadedSelect = (): RealSelect | null => loaded;

/** Returns the unsubscription. */
export function onSelectLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Once; a failed download is tried again on the next call. */
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
