/** Types for patchLoader.cjs, for the unit tests. */
type Loader = (this: { emitWarning(error: Error): void }, source: string) => string;
export function patchLoader(name: string, patch: (source: string) => string, expected: string): Loader;
