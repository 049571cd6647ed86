import type { PatchEntry } from './check.cjs';
export const PATCHES: PatchEntry[];
