/*
 * A remark step for the home pages: the API table gets a "Releases" column (all, 4.1+, before
 * 5.0) and, under a type that changed, the type each installed release declares (./releaseProps.ts),
 * in a <details>; shaped by src/versions/apiReleases.ts.
 */
import crypto from 'crypto';
import fs from 'fs';
import { propertyReleases, type Declared, type ReleaseSpan, type TypeGroup } from '../../src/versions/apiReleases';
import { RELEASES, releaseLabel, type MilestoneId, type ReleaseId } from '../../src/versions/releases';
import { interfaceDtsOf } from './paginationTypes';
import { releaseProps } from './releaseProps';
import { API_TABLE_CLASS } from './apiTableLabels';
import { pageLocale, sourceVersion, type ReleaseStepOptions } from './sourceVersion';
import { apiTable, rowName } from './apiTable';
import type { MdastNode } from './versionHeadingIds';

/** The interface strings this step writes, from .dumi/theme/locales/<id>.json. */
export const API_RELEASES_KEYS = [
  'api.releases.column',
  'api.releases.all',
  'api.releases.none',
  'api.releases.from',
  'api.releases.before',
  'api.releases.perRelease',
  'api.releases.absent',
] as const;
type Key = (typeof API_RELEASES_KEYS)[number];
export type ApiReleasesMessages = Record<Key, string>;

export type ApiReleasesOptions = ReleaseStepOptions<ApiReleasesMessages>;

/** Current `version` for the options: the source hash of this module and the data it imports. */
export const API_RELEASES_VERSION = sourceVersion(__filename);

/** A hash of each installed release's interface.d.ts, for dumi's markdown cache. */
export function sourcesHash(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const release of RELEASES) hash.update(fs.readFileSync(interfaceDtsOf(root, release.alias)));
  return hash.digest('hex').slice(0, 16);
}

/** The Releases cell's text. */
export function spanText(span: ReleaseSpan, messages: ApiReleasesMessages): string {
  if (span.kind === 'all') return messages['api.releases.all'];
  if (span.kind === 'none') return messages['api.releases.none'];
  const key = span.kind === 'from' ? 'api.releases.from' : 'api.releases.before';
  // `4.1.0` → `4.1`, `1.1.0` → `@rc-component/pagination 1.1`
  return messages[key].replace('{version}', releaseName(span.release).replace(/\.0$/, ''));
}

/** A release as a per-release line names it: `4.3.0`, `@rc-component/pagination 1.5.0`. */
function releaseName(id: MilestoneId): string {
  const label = releaseLabel(id);
  return label.startsWith('rc-pagination ') ? id : label;
}

const text = (value: string) => ({ type: 'text', value });
const element = (tagName: string, className: string | null, children: unknown[]) => ({
  type: 'element',
  tagName,
  properties: className ? { className: [className] } : {},
  children,
});

/** The <details> under a changed type: one line per type, with the releases that declare it. */
export function typesDetails(groups: TypeGroup[], messages: ApiReleasesMessages): MdastNode {
  const lines = groups.map((group) =>
    element('li', null, [
      text(`${group.releases.map(releaseName).join(', ')}: `),
      group.type === null ? text(messages['api.releases.absent']) : element('code', null, [text(group.type)]),
    ]),
  );
  return {
    type: 'apiReleaseTypes',
    data: {
      hName: 'details',
      hProperties: { className: ['site-api-releases'] },
      hChildren: [element('summary', null, [text(messages['api.releases.perRelease'])]), element('ul', null, lines)],
    },
  };
}

const cell = (children: MdastNode[]): MdastNode => ({ type: 'tableCell', children });

/** Adds the column to the API table of `tree`, if it has one. */
export function addReleasesColumn(
  tree: MdastNode,
  declared: Readonly<Record<ReleaseId, Declared>>,
  messages: ApiReleasesMessages,
): void {
  const table = apiTable(tree);
  if (!table) return;
  const [header, ...rows] = table.children ?? [];
  header.children?.splice(1, 0, cell([{ type: 'text', value: messages['api.releases.column'] }]));
  for (const row of rows) {
    const { span, types } = propertyReleases(rowName(row), declared);
    row.children?.splice(1, 0, cell([{ type: 'text', value: spanText(span, messages) }]));
    if (types.length > 0) row.children?.[2]?.children?.push(typesDetails(types, messages));
  }
  (table as { align?: unknown[] }).align?.splice(1, 0, null);
  // the phone's cards find the table by this class (./apiTableLabels.ts)
  ((table.data ??= {}).hProperties ??= {}).className = [API_TABLE_CLASS];
}

let declaredOnce: Record<ReleaseId, Declared> | null = null;

/** The remark plugin: `extraRemarkPlugins: [[remarkApiReleasesColumn, options]]`. */
export default function remarkApiReleasesColumn(this: unknown, options: ApiReleasesOptions) {
  return (tree: MdastNode, file: { path?: string; data?: unknown }) => {
    if (!apiTable(tree)) return;
    const locale = pageLocale(this, file, Object.keys(options.messages), options.defaultLocale);
    // stored beside what it was read from, or the TypeScript checker's (./releaseProps.ts)
    declaredOnce ??= releaseProps(options.root);
    addReleasesColumn(tree, declaredOnce, options.messages[locale]);
  };
}
