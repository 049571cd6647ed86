/*
 * The comparison's pure shaping: each side's state as its measures arrive, and what changes
 * between the two releases (src/compare's movingItems), grouped as the view lists it.
 */
import { movingItems, type ElementKind, type MovingCategory, type MovingItem, type ReleaseCost, type ReleaseMeasures } from '@site/compare';
import type { Measures, ProbeEvent } from '@site/sandbox';
import type { ReleaseId } from '@site/versions';

/** One side: its run, its probe, then what it measured or why not. */
export type SideState =
  | { status: 'running' }
  | { status: 'measuring' }
  | { status: 'measured'; measures: Measures }
  | { status: 'failed'; reason: 'noPagination' | 'error' | 'silent' | 'run' | 'stopped' };

export const RUNNING: SideState = { status: 'running' };

/** A side's state after its frame's probe event. */
export function sideAfter(event: ProbeEvent): SideState {
  if (event === null) return { status: 'measuring' };
  if (event.type === 'probeFailed') return { status: 'failed', reason: event.reason };
  const { type: _, run: __, ...measures } = event;
  return { status: 'measured', measures };
}

/** What movingItems reads of a side: its measures once there, its cost when known. */
export function releaseMeasures(release: ReleaseId, state: SideState, cost?: ReleaseCost): ReleaseMeasures {
  return { release, ...(state.status === 'measured' ? state.measures : {}), ...(cost ? { cost } : {}) };
}

/** One category of change; markup's by kind of element, the others' in one group (`kind` null). */
export interface ChangeSection {
  category: MovingCategory;
  groups: { kind: ElementKind | null; items: MovingItem[] }[];
}

/** What changes moving from `from` to `to`, in movingItems' order: by category, and markup by kind. */
export function changeSections(from: ReleaseMeasures, to: ReleaseMeasures): ChangeSection[] {
  const sections: ChangeSection[] = [];
  for (const item of movingItems(from, to)) {
    const kind = item.category === 'markup' ? (item.values.kind as ElementKind) : null;
    let section = sections.find((entry) => entry.category === item.category);
    if (!section) sections.push((section = { category: item.category, groups: [] }));
    let group = section.groups.find((entry) => entry.kind === kind);
    if (!group) section.groups.push((group = { kind, items: [] }));
    group.items.push(item);
  }
  return sections;
}
