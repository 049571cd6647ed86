/*
 * What a release makes of the properties code uses: the notes a demo box shows when the chosen
 * release lacks, ignores or types otherwise what the code uses. Pure: the data is
 * PROPERTY_HISTORY, the code's usages come from detect.ts.
 */
import { detectUsages } from './detect';
import { PROPERTY_HISTORY, stepAt, type PropertyHistory, type SectionId, type TypeStep, type Usage } from './properties';
import type { MilestoneId } from './releases';

/** Why a note is shown: the release lacks the property, ignores it, or types it otherwise. */
export type NoteKind = 'absent' | 'unused' | Exclude<Usage, 'set'>;

export interface ReleaseNote {
  property: string;
  kind: NoteKind;
  /** the Versions section that explains it */
  section: SectionId;
}

export interface PropertyUsage {
  property: string;
  usage: Usage;
}

function noteKind(step: TypeStep, usage: Usage): NoteKind | null {
  if (step.type === null) return 'absent';
  if (step.unused) return 'unused';
  if (usage !== 'set' && !step.accepts?.includes(usage)) return usage;
  return null;
}

/**
 * The section that explains a step: its own, or for 4.0.4 itself (which the Versions page does
 * not explain) the next step's, the release that changes it.
 */
function sectionFor(history: PropertyHistory, step: TypeStep): SectionId | undefined {
  if (step.section) return step.section;
  const next = history.steps[history.steps.indexOf(step) + 1];
  return next?.section;
}

/** The notes for code that uses `usages`, run on `release`: one per property at most. */
export function releaseNotes(usages: readonly PropertyUsage[], release: MilestoneId): ReleaseNote[] {
  const notes: ReleaseNote[] = [];
  for (const { property, usage } of usages) {
    if (notes.some((note) => note.property === property)) continue;
    const history = PROPERTY_HISTORY.find((candidate) => candidate.name === property);
    if (!history) continue;
    const step = stepAt(history, release);
    const kind = noteKind(step, usage);
    const section = sectionFor(history, step);
    if (kind && section) notes.push({ property, kind, section });
  }
  return notes;
}

/** The notes for a demo whose files hold `codes`, run on `release`. */
export function notesForCode(codes: readonly string[], release: MilestoneId): ReleaseNote[] {
  return releaseNotes(codes.flatMap(detectUsages), release);
}
