import { PINNED_TYPE_VERSIONS, PINNED_VERSIONS } from './versions';

const FLOATING = new Set(['', '*', 'x', 'latest', 'next']);

/** What dumi recorded, else the pin; never `latest`, which would let a sandbox drift. */
export function resolveVersion(name: string, declared?: string): string {
  const recorded = declared?.trim() ?? '';
  if (!FLOATING.has(recorded)) return recorded;
  const pinned = PINNED_VERSIONS[name];
  if (pinned) return pinned;
  throw new Error(`No pinned version for "${name}"; add it to src/export/versions.ts`);
}

/** `^17.0.2` → 17. */
export function majorOf(version: string): number {
  const match = /(\d+)/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}

export interface ResolvedDependencies {
  /** react and react-dom always present */
  dependencies: Record<string, string>;
  reactMajor: number;
}

/** Plus the React pair the entry renders with. */
export function resolveDependencies(packages: Record<string, string>): ResolvedDependencies {
  const dependencies: Record<string, string> = {};
  for (const [name, declared] of Object.entries(packages)) {
    dependencies[name] = resolveVersion(name, declared);
  }
  dependencies.react = resolveVersion('react', packages.react);
  // react and react-dom release in lockstep
  dependencies['react-dom'] = resolveVersion('react-dom', packages['react-dom'] ?? packages.react);
  return { dependencies: sortKeys(dependencies), reactMajor: majorOf(dependencies.react) };
}

/** Only when they describe the React major being installed. */
export function typeDependencies(reactMajor: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PINNED_TYPE_VERSIONS).filter(([, version]) => majorOf(version) === reactMajor),
  );
}

export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
