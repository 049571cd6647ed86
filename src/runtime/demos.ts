/**
 * The site's `useDemo` and `getFullDemos` without a demo index in the entry script: every markdown module
 * hands its page's index over as it runs (plugins/patches/pageMetaInChunk.cjs). A demo asked for before its
 * page ran is found through its page (`?routeId=`) or the on-demand lookup module (plugins/routes/splitRouteMeta.ts).
 */

/** One demo's data as dumi's demo module exports it. */
export interface DemoData {
  component?: unknown;
  asset?: { id?: string; title?: string; [key: string]: unknown } | null;
  routeId?: string;
  context?: Record<string, unknown>;
  renderOpts?: unknown;
  [key: string]: unknown;
}

export type DemoGetter = () => Promise<{ demos: Record<string, DemoData> }>;

/** dumi's `demoIndex`: the page's demo ids and their loader. */
export interface DemoIndex {
  ids: string[];
  getter: DemoGetter;
}

export interface DemoLookup {
  demoIndexes: Record<string, DemoIndex | undefined>;
}

interface DemoSources {
  /** resolves at once if the page's module ran */
  loadPage(routeId: string): Promise<unknown>;
  lookup(): Promise<DemoLookup>;
}

const known = new Map<string, { routeId: string; getter: DemoGetter }>();

let sources: DemoSources = {
  loadPage: () => Promise.resolve(),
  lookup: () => Promise.resolve({ demoIndexes: {} }),
};
let lookupPromise: Promise<DemoLookup> | undefined;

/** Called by every markdown module as it is evaluated. */
export function provideDemoIndex(routeId: string, index: DemoIndex | undefined): void {
  if (!index) return;
  for (const id of index.ids) {
    if (!known.has(id)) known.set(id, { routeId, getter: index.getter });
  }
}

export function installDemos(next: DemoSources): void {
  sources = next;
  lookupPromise = undefined;
}

/** The id itself, then without a locale suffix: dumi names a shared demo after the page's first language. */
export function demoIdCandidates(id: string): string[] {
  const withoutLocale = id.replace(/-[a-z]{2}(-[A-Z]{2})?$/, '');
  return withoutLocale === id ? [id] : [id, withoutLocale];
}

function knownEntry(id: string) {
  for (const candidate of demoIdCandidates(id)) {
    const entry = known.get(candidate);
    if (entry) return { ...entry, key: candidate };
  }
  return undefined;
}

function loadLookup(): Promise<DemoLookup> {
  if (!lookupPromise) {
    lookupPromise = sources.lookup().then(
      (lookup) => {
        for (const [routeId, index] of Object.entries(lookup.demoIndexes)) provideDemoIndex(routeId, index);
        return lookup;
      },
      (error: unknown) => {
        lookupPromise = undefined;
        throw error;
      },
    );
  }
  return lookupPromise;
}

/** Each file under its bare name too: a live demo imports "./utils" for "./utils.ts". */
export function withBareNames(demo: DemoData): DemoData {
  const context = demo.context;
  if (context) {
    for (const file of Object.keys(context)) {
      const bare = file.replace(/\.(jsx?|tsx?|json)$/, '');
      if (bare !== file && !(bare in context)) context[bare] = context[file];
    }
  }
  return demo;
}

async function pick(getter: DemoGetter, ids: string[]): Promise<DemoData | undefined> {
  const { demos } = await getter();
  const id = ids.find((candidate) => demos[candidate]);
  return id ? withBareNames(demos[id]) : undefined;
}

/** From its page's index, its page, or the lookup module, in that order. */
export async function findDemo(id: string, routeId?: string): Promise<DemoData | undefined> {
  let entry = knownEntry(id);
  if (!entry && routeId) {
    await sources.loadPage(routeId);
    entry = knownEntry(id);
  }
  if (!entry) {
    await loadLookup();
    entry = knownEntry(id);
  }
  return entry ? pick(entry.getter, [id, entry.key]) : undefined;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, Tracked<DemoData | undefined>>();

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** A demo's data by id; suspends until it is loaded. `version` keeps a separate entry per version. */
export function useDemo(id: string, loader?: DemoGetter, version?: string, routeId?: string): DemoData | undefined {
  // `dumi dev`: required inside the condition, so the production script holds nothing of it
  if (process.env.NODE_ENV === 'development') (require('./demoUpdates') as typeof import('./demoUpdates')).useDemoUpdates();
  const key = version ? `${id}@${version}` : id;
  let entry = cache.get(key);
  if (!entry) {
    entry = track(loader ? pick(loader, demoIdCandidates(id)) : findDemo(id, routeId));
    cache.set(key, entry);
    // readers that only know the id share it
    if (!cache.has(id)) cache.set(id, entry);
  }
  if (entry.status === 'fulfilled') return entry.value;
  if (entry.status === 'rejected') {
    // the next render may try again (a failed chunk download)
    cache.delete(key);
    if (cache.get(id) === entry) cache.delete(id);
    throw entry.reason;
  }
  throw entry;
}

/** Every demo of the site (loads every page's demos). */
export async function getFullDemos(): Promise<Record<string, DemoData>> {
  const { demoIndexes } = await loadLookup();
  const pages = await Promise.all(
    Object.entries(demoIndexes).map(async ([routeId, index]) => ({
      routeId,
      demos: index ? (await index.getter()).demos : {},
    })),
  );
  const all: Record<string, DemoData> = {};
  for (const { routeId, demos } of pages) {
    for (const [id, demo] of Object.entries(demos)) {
      demo.routeId = routeId;
      all[id] = withBareNames(demo);
    }
  }
  return all;
}

export function resetDemos(): void {
  known.clear();
  cache.clear();
  lookupPromise = undefined;
}
