import type { PatchEntry } from './check.cjs';
export const PATCHES: PatchEntry[];
export const INTL_STAND_IN_EXPORTS: string[];
