/*
 * The releases of rc-pagination a demo can run on and what changed between them: the data the
 * Versions page's table is checked against, and the notes a demo box shows. Re-exports only.
 */
export {
  DEFAULT_RELEASE,
  RELEASE_IDS,
  RELEASES,
  releaseLabel,
  releaseOf,
  toReleaseId,
  type Release,
  type ReleaseId,
} from './releases';
export { SECTIONS, PROPERTY_HISTORY, stepAt, type PropertyHistory, type SectionId, type TypeStep } from './properties';
export { notesForCode, releaseNotes, type PropertyUsage, type ReleaseNote } from './notes';
export { hasSizeChangerRender, sizeChangerForm } from './sizeChangerForm';
