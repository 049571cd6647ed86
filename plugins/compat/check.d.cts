export interface CompatProblem {
  name: string;
  file: string;
  message: string;
}
export interface PatchEntry {
  name: string;
  kind: 'loader' | 'substitution' | 'config';
  package: string;
  via?: string[];
  range: string;
  file: string;
  expects: string;
  check(source: string): boolean;
  impact: 'wrong' | 'slower';
  source: string;
}
export function checkCompat(options?: {
  root?: string;
  patches?: PatchEntry[];
  locate?: (entry: PatchEntry, root: string) => string;
  version?: (entry: PatchEntry, root: string) => string;
  readFile?: (file: string) => string;
}): CompatProblem[];
export function formatProblems(problems: CompatProblem[]): string;
export function packageDir(entry: PatchEntry, root: string): string;
export function registryTable(patches?: PatchEntry[]): string;
