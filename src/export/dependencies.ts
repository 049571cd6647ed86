import { PINNED_TYPE_VERSIONS, PINNED_VERSIONS } from './versions';

const FLOATING = new Set(['', '*', 'x', 'latest', 'next']);

/**
 * The version an export installs: what dumi recorded for the demo (the installed version),
 * else the pin; never a floating tag such as `latest`, which would let a sandbox drift.
 */
export function resolveVersion(name: string, declared?: string): string {
  const recorded = declared?.trim() ?? '';
  if (!FLOATING.has(recorded)) return recorded;
  const pinned = PINNED_VERSIONS[name];
  if (pinned) return pinned;
  throw new Error(`No pinned version for "${name}"; add it to src/export/versions.ts`);
}

/** First number of a version or range: `18.2.0` → 18, `^17.0.2` → 17. */
export function majorOf(version: string): number {
  const match = /(\d+)/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}

export interface ResolvedDependencies {
  /** Runtime packages with the versions to install, react and react-dom always present. */
  dependencies: Record<string, string>;
  reactMajor: number;
}

/** Versions for every package the demo imports, plus the React pair the entry renders with. */
export function resolveDependencies(packages: Record<string, string>): ResolvedDependencies {
  const dependencies: Record<string, string> = {};
  for (const [name, declared] of Object.entries(packages)) {
    dependencies[name] = resolveVersion(name, declared);
  }
  dependencies.react = resolveVersion('react', packages.react);
  // react and react-dom release in lockstep: a demo that pins react 17 gets react-dom 17
  dependencies['react-dom'] = resolveVersion('react-dom', packages['react-dom'] ?? packages.react);
  return { dependencies: sortKeys(dependencies), reactMajor: majorOf(dependencies.react) };
}

/** Type packages for a TSX export, only when they describe the React major being installed. */
export function typeDependencies(reactMajor: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PINNED_TYPE_VERSIONS).filter(([, version]) => majorOf(version) === reactMajor),
  );
}

export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
