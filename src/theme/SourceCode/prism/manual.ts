/**
 * Prism's core, as it loads, highlights every `code.language-*` element of the page by itself
 * unless a global `Prism.manual` is set first: this module sets it, and ./index.ts imports it
 * before the core. React owns the code blocks; Prism only tokenizes for it.
 */
const scope = globalThis as { Prism?: { manual?: boolean } };
scope.Prism = { ...scope.Prism, manual: true };

export {};
