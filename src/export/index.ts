/* Exports to CodeSandbox, StackBlitz and CodePen, and the helpers the playground and build share. */
export { packageNameOf } from './demoAsset';
export { loadExporters } from './loaders';
export { openInCodePen, openInCodeSandbox, openInStackBlitz } from './openers';
export { assetOnRelease, codeOnRelease } from './release';
export { escapeHtml } from './templates';
export type { DemoExportInput } from './types';
export { PINNED_VERSIONS } from './versions';
