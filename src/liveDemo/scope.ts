import { isRelativeSpecifier } from './paths';

export type ModuleLoader = () => Promise<unknown>;

/** `<prefix><name>`, e.g. rc-pagination's 71 locales. */
export interface ModuleFamily {
  prefix: string;
  names: readonly string[];
  load: (name: string) => Promise<unknown>;
}

/** What edited code may import, besides the demo's own files. */
export interface ModuleScope {
  /** from dumi's demo context */
  preloaded: Record<string, unknown>;
  /** downloaded on first use */
  loaders: Record<string, ModuleLoader>;
  families: ModuleFamily[];
}

/** `allowed` lists what the scope has, for the message. */
export class UnknownImportError extends Error {
  constructor(
    readonly file: string,
    readonly specifier: string,
    readonly allowed: string[],
  ) {
    super(`${file}: cannot import "${specifier}"; available: ${allowed.join(', ')}`);
    this.name = 'UnknownImportError';
  }
}

function familyMember(family: ModuleFamily, specifier: string): string | null {
  if (!specifier.startsWith(family.prefix)) return null;
  const name = specifier.slice(family.prefix.length).replace(/\.js$/, '');
  return family.names.includes(name) ? name : null;
}

export function findLoader(scope: ModuleScope, specifier: string): ModuleLoader | null {
  if (Object.prototype.hasOwnProperty.call(scope.preloaded, specifier)) {
    return () => Promise.resolve(scope.preloaded[specifier]);
  }
  if (Object.prototype.hasOwnProperty.call(scope.loaders, specifier)) {
    return scope.loaders[specifier];
  }
  for (const family of scope.families) {
    const name = familyMember(family, specifier);
    if (name !== null) return () => family.load(name);
  }
  return null;
}

/** As a visitor would write them. */
export function allowedImports(scope: ModuleScope): string[] {
  const inFamily = (name: string) => scope.families.some((family) => name.startsWith(family.prefix));
  const exact = [...Object.keys(scope.loaders), ...Object.keys(scope.preloaded)].filter(
    (name) => !isRelativeSpecifier(name) && !name.startsWith('/') && !inFamily(name),
  );
  return [...new Set(exact)].sort().concat(scope.families.map((family) => `${family.prefix}*`));
}

/** sucrase's interop reads `default` only from an object marked `__esModule`. */
export function asRequireValue(value: unknown): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  if ((value as { __esModule?: unknown }).__esModule) return value;
  return { ...(value as object), __esModule: true };
}

/** All at once; fails on the first it cannot have. */
export async function loadImports(
  scope: ModuleScope,
  requests: { file: string; specifier: string }[],
): Promise<Map<string, unknown>> {
  const loaders = new Map<string, ModuleLoader>();
  for (const { file, specifier } of requests) {
    const loader = findLoader(scope, specifier);
    if (!loader) throw new UnknownImportError(file, specifier, allowedImports(scope));
    loaders.set(specifier, loader);
  }
  const entries = await Promise.all(
    [...loaders].map(async ([specifier, load]) => [specifier, asRequireValue(await load())] as const),
  );
  return new Map(entries);
}
