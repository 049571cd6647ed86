/*
 * Live demos' public face for the page: edits of a demo's files and share addresses.
 * Re-exports only (see src/codeView/index.ts for why), no side effects. The compiler (run.ts → compile.ts → sucrase) is not
 * re-exported here: the page never runs a demo itself, the sandbox runner does, from its own
 * bundle (src/sandbox/runner imports run.ts: the one listed exception in
 * tests/unit/structure/featureImports.test.ts). Only its types are.
 */
export { applyEdit, editedAsset, editedName, filesToRun, type DemoEdits, type FileEdit } from './edits';
export { hashTargets, SHARE_SEPARATOR } from './shareAddress';
export type { Evaluate, LiveError, LiveFile, ModuleFactory } from './run';
export type { ModuleScope } from './scope';
export { loadShare } from './loaders';
export { cutOpener, runPlaceOf, useRunPlace, type RunPlace } from './runPlace';
export { standaloneAddress, standaloneRelease } from './standalone';
