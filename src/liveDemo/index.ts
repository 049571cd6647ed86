/*
 * Edits and share addresses. The compiler (run.ts) is not re-exported: only the sandbox runner runs a demo,
 * from its own bundle (the exception listed in tests/unit/structure/featureImports.test.ts).
 */
export { applyEdit, editedAsset, editedName, filesToRun, type DemoEdits, type FileEdit } from './edits';
export { comparePairValues, hashTargets, SHARE_SEPARATOR } from './shareAddress';
export type { Evaluate, LiveError, LiveFile, ModuleFactory } from './run';
export type { ModuleScope } from './scope';
export { loadShare } from './loaders';
export { cutOpener, runPlaceOf, useRunPlace, type RunPlace } from './runPlace';
export { standaloneAddress, standaloneRelease, unknownRelease } from './standalone';
