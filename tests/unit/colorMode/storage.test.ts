import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '../../../src/colorMode/storage';

function mapStorage(seed: Record<string, string> = {}) {
  const map = new Map(Object.entries(seed));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const fail = () => {
  throw new DOMException('denied', 'SecurityError');
};

describe('createSafeStorage', () => {
  it('reads and writes through to working storage', () => {
    const backing = mapStorage({ k: 'old' });
    const storage = createSafeStorage(() => backing);
    expect(storage.read('k')).toBe('old');
    storage.write('k', 'new');
    expect(backing.map.get('k')).toBe('new');
    expect(storage.read('missing')).toBeNull();
  });

  it('keeps values in memory when storage is missing', () => {
    const storage = createSafeStorage(() => undefined);
    expect(storage.read('k')).toBeNull();
    storage.write('k', 'dark');
    expect(storage.read('k')).toBe('dark');
  });

  it('keeps values in memory when getting the storage object throws', () => {
    const storage = createSafeStorage(fail);
    expect(() => storage.write('k', 'dark')).not.toThrow();
    expect(storage.read('k')).toBe('dark');
  });

  it('keeps values in memory when getItem and setItem throw', () => {
    const storage = createSafeStorage(() => ({ getItem: fail, setItem: fail }));
    expect(storage.read('k')).toBeNull();
    storage.write('k', 'auto');
    expect(storage.read('k')).toBe('auto');
  });

  it('prefers a refused write over the stale stored value (quota exceeded, private mode)', () => {
    const backing = mapStorage({ k: 'light' });
    const storage = createSafeStorage(() => ({ getItem: backing.getItem, setItem: fail }));
    storage.write('k', 'dark');
    expect(storage.read('k')).toBe('dark');
  });
});
