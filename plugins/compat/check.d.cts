export interface CompatProblem {
  name: string;
  file: string;
  message: string;
}
/** One file an entry depends on, in one package. */
export interface PatchedFile {
  package: string;
  via?: string[];
  range: string;
  file: string;
  expects: string;
  check(source: string): boolean;
}
/** A measured gain: first-load KiB gzipped by page kind, or seconds of a cold build or dev start. */
export interface Gain {
  firstLoadKiBGz?: Record<string, number>;
  buildSeconds?: number;
  devStartSeconds?: number;
}
export interface PatchEntry {
  name: string;
  kind: 'loader' | 'substitution' | 'config';
  impact: 'wrong' | 'slower';
  gain?: Gain;
  buys?: string;
  removal?: string;
  source: string;
  files: PatchedFile[];
}
export function checkCompat(options?: {
  root?: string;
  patches?: PatchEntry[];
  locate?: (file: PatchedFile, root: string, entry: PatchEntry) => string;
  version?: (file: PatchedFile, root: string) => string;
  readFile?: (file: string) => string;
}): CompatProblem[];
export function formatProblems(problems: CompatProblem[]): string;
export function packageDir(file: Pick<PatchedFile, 'package' | 'via'>, root: string): string;
export function installedPath(file: PatchedFile, root: string): string;
export function registryTable(patches?: PatchEntry[]): string;
export function gainsTable(patches?: PatchEntry[]): string;
export function fillTables(markdown: string, patches?: PatchEntry[]): string;
export const NOTES: string;
