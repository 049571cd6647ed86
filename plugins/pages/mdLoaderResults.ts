/**
 * The pages as dumi's Markdown loader already read them: `keepMdLoaderKeys` notes each key of its
 * `md-loader` cache, and `find` reads a page whose text, options and embedded files are unchanged.
 * Registered as mdLoaderResults in plugins/compat/registry.cjs.
 */
import fs from 'fs';
import { createRequire } from 'module';

/** What of file-system-cache the loader uses. */
export interface MdCache {
  getSync(key: string, fallback?: unknown): unknown;
  setSync(key: string, value: unknown, ttl?: number): unknown;
}

/** The options dumi's loader leaves out of its key (and of the transform). */
export const KEY_OMITS = ['mode', 'builtins', 'onResolveDemos'];

/** The loader's `useUtoopackDemoHMR` in a build and in `dumi dev` with webpack. */
const UTOOPACK_HMR = false;

export interface MdLoaderResults<T> {
  /** The loader's result for `file` with this `source` and these options, if it is still valid. */
  find(file: string, source: string, options: Record<string, unknown>): T | undefined;
  /** How many keys were noted (for the tests). */
  readonly size: number;
  /** Takes the notes off the cache. */
  restore(): void;
}

type Hash = (text: string) => string;

/** The key's part before the embedded files' hashes, as dumi's loader builds it. */
export function baseKey(file: string, source: string, options: Record<string, unknown>, hash: Hash): string {
  const kept = Object.fromEntries(Object.entries(options).filter(([name]) => !KEY_OMITS.includes(name)));
  return [file, hash(source), UTOOPACK_HMR, JSON.stringify(kept)].join(':');
}

/** Whether every `file:hash` of a key's last part still holds (the loader's getDepsCacheKey). */
export function depsHold(deps: string, hash: Hash, read: (file: string) => string): boolean {
  try {
    const list: unknown = JSON.parse(deps);
    return (
      Array.isArray(list) &&
      list.every((entry) => {
        const at = typeof entry === 'string' ? entry.lastIndexOf(':') : -1;
        return at >= 0 && hash(read(entry.slice(0, at))) === entry.slice(at + 1);
      })
    );
  } catch {
    // not the loader's list, or a file it names is gone
    return false;
  }
}

/** Notes each key `cache` writes, and each it reads with an answer; see the module comment. */
export function keepMdLoaderKeys<T>(
  cache: MdCache,
  hash: Hash,
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
): MdLoaderResults<T> {
  const keys = new Set<string>();
  const { getSync, setSync } = cache;
  const noting = {
    getSync(this: MdCache, key: string, fallback?: unknown) {
      const value = getSync.call(this, key, fallback);
      if (value && value !== fallback) keys.add(key);
      return value;
    },
    setSync(this: MdCache, key: string, value: unknown, ttl?: number) {
      const done = setSync.call(this, key, value, ttl);
      keys.add(key);
      return done;
    },
  };
  cache.getSync = noting.getSync;
  cache.setSync = noting.setSync;
  return {
    find(file, source, options) {
      const prefix = `${baseKey(file, source, options, hash)}:`;
      for (const key of keys) {
        if (!key.startsWith(prefix) || !depsHold(key.slice(prefix.length), hash, read)) continue;
        const value = getSync.call(cache, key, undefined) as T | undefined;
        if (value) return value;
      }
      return undefined;
    },
    get size() {
      return keys.size;
    },
    restore() {
      if (cache.getSync === noting.getSync) cache.getSync = getSync;
      if (cache.setSync === noting.setSync) cache.setSync = setSync;
    },
  };
}

/** The installed dumi's loader cache and its hash (`dumi/dist/utils`). */
export function dumiMdCache(root: string): { cache: MdCache; hash: Hash } {
  const requireFromRoot = createRequire(`${root}/`);
  const utils = requireFromRoot('dumi/dist/utils') as {
    getCache(ns: string): MdCache;
    getContentHash(text: string): string;
  };
  return { cache: utils.getCache('md-loader'), hash: (text) => utils.getContentHash(text) };
}

const noted = new WeakMap<MdCache, MdLoaderResults<unknown>>();

/** One set of notes per cache for the whole process, however many plugins read the pages. */
export function dumiMdLoaderResults<T>(root: string): MdLoaderResults<T> {
  const { cache, hash } = dumiMdCache(root);
  if (!noted.has(cache)) noted.set(cache, keepMdLoaderKeys(cache, hash));
  return noted.get(cache) as MdLoaderResults<T>;
}
