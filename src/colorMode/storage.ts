/**
 * Key-value storage that never throws. localStorage can be missing (old or locked-down browsers),
 * throw on access (cookies blocked, sandboxed frames) or throw on write (quota, private mode);
 * in those cases values live in memory for the rest of the visit.
 */
export interface SafeStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function createSafeStorage(getStorage: () => StorageLike | null | undefined): SafeStorage {
  // values the real storage refused; they win over whatever it still holds
  const memory = new Map<string, string>();

  function backing(): StorageLike | null {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  }

  return {
    read(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return backing()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        const storage = backing();
        if (!storage) throw new Error('no storage');
        storage.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
  };
}

/** The browser's localStorage, looked up lazily so importing this module touches no browser API. */
export const browserStorage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);
