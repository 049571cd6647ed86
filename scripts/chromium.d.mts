/** Types for chromium.mjs, for TypeScript importers such as playwright.config.ts. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const PINNED_RENDERING_ARGS: string[];
