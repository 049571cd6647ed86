import type { Gain, PatchEntry } from './check.cjs';
export const PATCHES: PatchEntry[];
export const INTL_STAND_IN_EXPORTS: string[];
export const GAIN_BAR: { firstLoadKiBGz: number; seconds: number };
export function meetsGainBar(gain?: Gain): boolean;
