/** Types for csp.mjs, for the unit and end-to-end tests. */
export function inlineScripts(html: string): string[];
export function scriptHash(body: string): string;
export function buildPolicy(scriptHashes: string[]): string;
export function policyFor(folder: string): Promise<string>;
export function runnerPolicy(): string;
export const RUNNER_TRUSTED_TYPES: string;
