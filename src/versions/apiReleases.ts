/*
 * Which releases have a property of the home page's API table, and its type in each installed
 * release where that changed: shaped from what each release's own interface.d.ts declares (read
 * at build time, plugins/pages/apiReleasesColumn.ts) and PROPERTY_HISTORY, which names the
 * release in between where a property came or went. Pure, so the tests feed it declarations.
 */
import { PROPERTY_HISTORY, stepAt } from './properties';
import { MILESTONES, RELEASES, type MilestoneId, type ReleaseId } from './releases';

/** What one installed release declares (plugins/pages/paginationTypes.ts reads it). */
export interface Declared {
  /** every property name, ARIA attributes included */
  names: readonly string[];
  /** the types of its own properties */
  types: ReadonlyMap<string, string>;
}

/** The releases that have a property. */
export type ReleaseSpan =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'from'; release: MilestoneId }
  | { kind: 'before'; release: MilestoneId };

/** One type and the installed releases that declare it (null: they lack the property). */
export interface TypeGroup {
  releases: ReleaseId[];
  type: string | null;
}

export interface PropertyReleases {
  span: ReleaseSpan;
  /** oldest first; empty when every installed release that has it declares the same type */
  types: TypeGroup[];
}

/** A row name ending in `*` (`aria-*`) stands for every property it starts. */
function declares(declared: Declared, name: string): boolean {
  if (!name.endsWith('*')) return declared.names.includes(name);
  const prefix = name.slice(0, -1);
  return declared.names.some((candidate) => candidate.startsWith(prefix));
}

function spanOfHistory(name: string): ReleaseSpan {
  const history = PROPERTY_HISTORY.find((candidate) => candidate.name === name);
  if (!history) throw new Error(`${name} is not in every installed release but has no PROPERTY_HISTORY entry`);
  const present = MILESTONES.map(({ version }) => stepAt(history, version).type !== null);
  const changes = present.flatMap((has, index) => (index > 0 && has !== present[index - 1] ? [index] : []));
  if (changes.length === 0) return present[0] ? { kind: 'all' } : { kind: 'none' };
  if (changes.length > 1) throw new Error(`${name} comes and goes more than once: say so in apiReleases.ts`);
  const release = MILESTONES[changes[0]].version;
  return present[changes[0]] ? { kind: 'from', release } : { kind: 'before', release };
}

/**
 * The releases that have `name` and its type per installed release. Throws, naming the property,
 * when the declarations and PROPERTY_HISTORY disagree about which installed release has it.
 */
export function propertyReleases(name: string, declared: Readonly<Record<ReleaseId, Declared>>): PropertyReleases {
  const present = RELEASES.map((release) => declares(declared[release.id], name));
  const history = PROPERTY_HISTORY.find((candidate) => candidate.name === name);
  if (history) {
    RELEASES.forEach((release, index) => {
      if ((stepAt(history, release.id).type !== null) !== present[index]) {
        throw new Error(`${name}: PROPERTY_HISTORY and ${release.alias}/lib/interface.d.ts disagree on ${release.id}`);
      }
    });
  }
  const span =
    history || (present.some(Boolean) && !present.every(Boolean))
      ? spanOfHistory(name)
      : { kind: present[0] ? 'all' : 'none' } as ReleaseSpan;

  const groups: TypeGroup[] = [];
  if (RELEASES.some((release) => declared[release.id].types.has(name))) {
    for (const release of RELEASES) {
      const type = declared[release.id].types.get(name) ?? null;
      const last = groups[groups.length - 1];
      if (last && last.type === type) last.releases.push(release.id);
      else groups.push({ releases: [release.id], type });
    }
  }
  return { span, types: groups.length > 1 ? groups : [] };
}
