/*
 * The releases of rc-pagination a live demo can run on, and the timeline of every release the
 * Versions page names. Facts from each release's tag (`v4.3.0`, `@rc-component/pagination@1.5.0`)
 * and published package; how to add the next release: maintainers/versions.md.
 */

/** The releases the site installs (npm aliases in package.json) and can run a demo on. */
export const RELEASE_IDS = ['4.0.4', '4.3.0', '5.1.0', '1.5.0'] as const;
export type ReleaseId = (typeof RELEASE_IDS)[number];

/** The release the site documents, and every demo runs on unless the visitor picks another. */
export const DEFAULT_RELEASE: ReleaseId = '4.0.4';

export type PackageName = 'rc-pagination' | '@rc-component/pagination';

/** Every release the Versions page names, oldest first: the order "from" and "before" mean. */
export const MILESTONES = [
  { version: '4.0.4', pkg: 'rc-pagination' },
  { version: '4.1.0', pkg: 'rc-pagination' },
  { version: '4.2.0', pkg: 'rc-pagination' },
  { version: '4.3.0', pkg: 'rc-pagination' },
  { version: '5.0.0', pkg: 'rc-pagination' },
  { version: '5.1.0', pkg: 'rc-pagination' },
  { version: '1.0.0', pkg: '@rc-component/pagination' },
  { version: '1.1.0', pkg: '@rc-component/pagination' },
  { version: '1.5.0', pkg: '@rc-component/pagination' },
] as const satisfies readonly { version: string; pkg: PackageName }[];
export type MilestoneId = (typeof MILESTONES)[number]['version'];

export interface Release {
  id: ReleaseId;
  /** the package name a visitor installs */
  pkg: PackageName;
  version: string;
  /** the name the site installs it under (package.json), and imports it by */
  alias: string;
  /**
   * the helper package it depends on at run time: the range its package.json asks for, and the
   * version the site installs for it, which exports pin (tests/unit/versions checks both)
   */
  util: { name: 'rc-util' | '@rc-component/util'; range: string; version: string };
}

const ALIASES: Record<ReleaseId, string> = {
  '4.0.4': 'rc-pagination',
  '4.3.0': 'rc-pagination-4-3',
  '5.1.0': 'rc-pagination-5',
  '1.5.0': 'rc-component-pagination',
};

const UTILS: Record<PackageName, Release['util']> = {
  'rc-pagination': { name: 'rc-util', range: '^5.38.0', version: '5.44.4' },
  '@rc-component/pagination': { name: '@rc-component/util', range: '^1.11.1', version: '1.14.1' },
};

/** The releases a demo can run on, in MILESTONES order. */
export const RELEASES: readonly Release[] = RELEASE_IDS.map((id) => {
  const { pkg } = milestoneOf(id);
  return { id, pkg, version: id, alias: ALIASES[id], util: UTILS[pkg] };
});

/** Reads a release id from outside (an address, a form): anything else is the default. */
export function toReleaseId(value: unknown): ReleaseId {
  return RELEASE_IDS.find((id) => id === value) ?? DEFAULT_RELEASE;
}

/** The release with this id. */
export function releaseOf(id: ReleaseId): Release {
  const release = RELEASES.find((candidate) => candidate.id === id);
  if (!release) throw new Error(`unknown release ${id}`);
  return release;
}

/** "rc-pagination 4.0.4", "@rc-component/pagination 1.5.0": how the site names a release. */
export function releaseLabel(id: ReleaseId | MilestoneId): string {
  return `${milestoneOf(id).pkg} ${id}`;
}

function milestoneOf(id: MilestoneId): (typeof MILESTONES)[number] {
  const milestone = MILESTONES.find((candidate) => candidate.version === id);
  if (!milestone) throw new Error(`unknown milestone ${id}`);
  return milestone;
}

/** Where a release stands on the timeline: a smaller number is older. */
export function orderOf(id: MilestoneId): number {
  return MILESTONES.indexOf(milestoneOf(id));
}
