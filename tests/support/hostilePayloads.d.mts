/** Types for hostilePayloads.mjs, for the TypeScript tests that import it. */
export function sharePayload(files: Record<string, string>): string;
export function quadraticPayload(codes: number): string;
export function quadraticOutput(codes: number): number;
export function punctuation(length: number): string;
export const TOO_LARGE_PAYLOADS: readonly (readonly [name: string, payload: () => string])[];
export const SHOWN_PUNCTUATION: number;
