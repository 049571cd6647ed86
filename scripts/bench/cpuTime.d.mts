/** Types for cpuTime.mjs, so the unit tests type-check under strict TypeScript. */
export function statFields(line: string): string[];
export function statCpu(line: string): { own: number; children: number; group: number };
export function finishedChildrenCpu(): number;
export function groupCpu(pgid: number): number;
