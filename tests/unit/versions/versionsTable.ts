/**
 * The Versions page's table of changed properties, read per release column, and its comparison
 * with PROPERTY_HISTORY. Pure string work, so the comparison can be fed hand-written tables.
 */
import { PROPERTY_HISTORY, stepAt } from '@site/versions/properties';
import { RELEASE_IDS, type ReleaseId } from '@site/versions/releases';
import { splitTableLine } from '../apiTable/markdownApiTable';

const HEADING = /^## (Properties that changed after 4\.0\.4|4\.0\.4 之后有变化的属性)\s*$/m;
const UNUSED = /\((unused)\)|（不再使用）/;

export interface ReleaseCell {
  /** the type the cell writes, without Markdown escapes; null for `-` */
  type: string | null;
  unused: boolean;
}

/** Each row of the table: the property and its cell per release column. */
export function parseReleaseTable(markdown: string): Map<string, Map<ReleaseId, ReleaseCell>> {
  const heading = HEADING.exec(markdown);
  if (!heading) throw new Error('no table of changed properties');
  const lines = markdown
    .slice(heading.index + heading[0].length)
    .split('\n##')[0]!
    .split('\n')
    .filter((line) => line.trim().startsWith('|'));
  const [header, , ...rows] = lines.map(splitTableLine);
  if (!header) throw new Error('the table of changed properties has no header');
  const columns = RELEASE_IDS.map((id) => [id, header.findIndex((cell) => cell.endsWith(id))] as const);
  const missing = columns.filter(([, index]) => index === -1).map(([id]) => id);
  if (missing.length) throw new Error(`no column for ${missing.join(', ')}`);
  const table = new Map<string, Map<ReleaseId, ReleaseCell>>();
  for (const cells of rows) {
    const name = /`([^`]+)`/.exec(cells[0] ?? '')?.[1] ?? cells[0] ?? '';
    const perRelease = new Map<ReleaseId, ReleaseCell>();
    for (const [id, index] of columns) {
      const cell = cells[index] ?? '';
      const code = /`([^`]+)`/.exec(cell)?.[1];
      perRelease.set(id, { type: code ? code.replace(/\\\|/g, '|') : null, unused: UNUSED.test(cell) });
    }
    table.set(name, perRelease);
  }
  return table;
}

/** Every disagreement between the table and PROPERTY_HISTORY, each naming property and release. */
export function compareReleaseTable(table: ReturnType<typeof parseReleaseTable>): string[] {
  const problems: string[] = [];
  for (const name of table.keys()) {
    if (!PROPERTY_HISTORY.some((history) => history.name === name)) problems.push(`\`${name}\` has no history`);
  }
  for (const history of PROPERTY_HISTORY) {
    const row = table.get(history.name);
    if (!row) {
      problems.push(`\`${history.name}\` has no row`);
      continue;
    }
    for (const id of RELEASE_IDS) {
      const step = stepAt(history, id);
      const expected = step.type === null ? null : (step.shown ?? step.type);
      const cell = row.get(id);
      if (cell?.type !== expected) problems.push(`\`${history.name}\` in ${id}: the table says ${cell?.type ?? '-'}, the data ${expected ?? '-'}`);
      if (Boolean(cell?.unused) !== Boolean(step.unused)) problems.push(`\`${history.name}\` in ${id}: "unused" differs`);
    }
  }
  return problems;
}
