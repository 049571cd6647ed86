/**
 * The site's `useDemo` and `getFullDemos` (dumi's theme API names), without a demo index in the
 * entry script. dumi's light index carried, for every page, the ids of its demos and a loader
 * of their data, so the entry script grew with every demo of the site. Here a page's demo index
 * arrives with the page: every markdown module hands it over as it runs
 * (`provideDemoIndex`, the call added by plugins/patches/pageMetaInChunk.cjs), so a page's demos are
 * known by the time the page renders them.
 *
 * A demo asked for before its page ran (the standalone page `/~demos/:id`) is found through
 * - its page's route id, when given (dumi's demo links carry `?routeId=`): the page's module is
 *   loaded, as for a client-side navigation, and provides its demos;
 * - otherwise the lookup module, `.dumi/tmp/dumi/meta/demoLookup.ts` (written by
 *   plugins/routes/splitRouteMeta.ts), which holds every page's demo index and loads on demand only.
 *
 * The generated `.dumi/tmp/dumi/meta/exports.ts` calls `installDemos` and re-exports `useDemo`
 * and `getFullDemos` in place of dumi's.
 */

/** One demo's data as dumi's demo module (`page.md?type=demo`) exports it. */
export interface DemoData {
  component?: unknown;
  asset?: { id?: string; title?: string; [key: string]: unknown } | null;
  routeId?: string;
  context?: Record<string, unknown>;
  renderOpts?: unknown;
  [key: string]: unknown;
}

export type DemoGetter = () => Promise<{ demos: Record<string, DemoData> }>;

/** What dumi's markdown loader exports as `demoIndex`: the page's demo ids and their loader. */
export interface DemoIndex {
  ids: string[];
  getter: DemoGetter;
}

export interface DemoLookup {
  /** every page's demo index, by route id */
  demoIndexes: Record<string, DemoIndex | undefined>;
}

interface DemoSources {
  /** loads a page's module (which provides its demo index); resolves at once if it ran */
  loadPage(routeId: string): Promise<unknown>;
  /** loads the lookup module with every page's demo index */
  lookup(): Promise<DemoLookup>;
}

/** demo id -> the page it belongs to and the loader of its page's demos */
const known = new Map<string, { routeId: string; getter: DemoGetter }>();

let sources: DemoSources = {
  loadPage: () => Promise.resolve(),
  lookup: () => Promise.resolve({ demoIndexes: {} }),
};
let lookupPromise: Promise<DemoLookup> | undefined;

/** Called by every markdown module as it is evaluated (code added by plugins/patches/pageMetaInChunk.cjs). */
export function provideDemoIndex(routeId: string, index: DemoIndex | undefined): void {
  if (!index) return;
  for (const id of index.ids) {
    if (!known.has(id)) known.set(id, { routeId, getter: index.getter });
  }
}

/** Called once by the generated meta exports. */
export function installDemos(next: DemoSources): void {
  sources = next;
  lookupPromise = undefined;
}

/**
 * The ids to try for a demo: the id itself, then without a locale suffix ("-zh-CN"), as dumi
 * names a demo of a translated page after the page's first language when both share it.
 */
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
        // a failed download may be tried again
        lookupPromise = undefined;
        throw error;
      },
    );
  }
  return lookupPromise;
}

/**
 * A live demo's imports name files without their extension ("./utils" for "./utils.ts"): the
 * context holds each file under both names.
 */
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

/** Finds a demo's data: from its page's index, its page, or the lookup module, in that order. */
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

/**
 * A demo's data by id; suspends (throws the promise) until it is loaded. `loader` loads the
 * page's demos directly, `version` keeps a separate entry per version, `routeId` says which page
 * the demo is on (the standalone page reads it from its address).
 */
export function useDemo(id: string, loader?: DemoGetter, version?: string, routeId?: string): DemoData | undefined {
  // `dumi dev`: a demo's edit renders again in place (./demoUpdates.ts). Required inside the
  // condition, which the build drops before it reads the module: no import of it (nor of React's
  // hook it calls) stays in the production script
  if (process.env.NODE_ENV === 'development') (require('./demoUpdates') as typeof import('./demoUpdates')).useDemoUpdates();
  const key = version ? `${id}@${version}` : id;
  let entry = cache.get(key);
  if (!entry) {
    entry = track(loader ? pick(loader, demoIdCandidates(id)) : findDemo(id, routeId));
    cache.set(key, entry);
    // readers that only know the id (the live editor, the previewer's actions) share it
    if (!cache.has(id)) cache.set(id, entry);
  }
  if (entry.status === 'fulfilled') return entry.value;
  if (entry.status === 'rejected') {
    // the next render may try again (a chunk that failed to download, for one)
    cache.delete(key);
    if (cache.get(id) === entry) cache.delete(id);
    throw entry.reason;
  }
  throw entry;
}

/** Every demo of the site, each with its page's route id (loads every page's demos). */
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

/** Tests only: forget every demo index and loaded demo. */
export function resetDemos(): void {
  known.clear();
  cache.clear();
  lookupPromise = undefined;
}
