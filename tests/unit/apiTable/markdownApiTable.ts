/**
 * Reads the API table of a documentation page and checks it against the real property list.
 * Pure string work, so the comparison can be fed hand-written tables in tests.
 */

export interface ApiRow {
  /** the property name, taken from the first code span of the first cell */
  name: string;
  /** the row says the property does not exist in the installed rc-pagination */
  absent: boolean;
  /** the row links to the Versions page: the property changed after 4.0.4 */
  changedLater: boolean;
}

/** How a row marks a property that upstream documents but the installed version lacks. */
const ABSENT_MARKERS = [/not in rc-pagination 4\.0\.4/i, /rc-pagination 4\.0\.4 中不存在/];

/** How a row marks a property that changed later: a link to the Versions page (either language). */
const CHANGED_LATER_MARKER = /\]\(\.\/versions(?:\.zh-CN)?\.md(?:#[^)]*)?\)/;

/** All ARIA attributes share one row, written `aria-*`. */
export const ARIA_ROW = 'aria-*';

/** Splits a table line on pipes that are not escaped (`\|` stays inside a cell). */
export function splitTableLine(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/** The rows of the first table under the level-2 heading `heading` matches, up to the next one. */
function tableRows(markdown: string, heading: RegExp): string[][] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^##\s/.test(line) && heading.test(line.replace(/^##\s+/, '')));
  if (start === -1) throw new Error(`no "## ${heading.source}" section`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^##\s/.test(line));
  const section = end === -1 ? rest : rest.slice(0, end);
  const tableLines = section.filter((line) => line.trim().startsWith('|'));
  if (tableLines.length < 3) throw new Error(`the "${heading.source}" section has no table`);
  // first line is the header, second the alignment row
  return tableLines.slice(2).map(splitTableLine);
}

/** The property name of a row: the first code span of its first cell. */
function propertyName(cells: string[]): string {
  const name = /`([^`]+)`/.exec(cells[0] ?? '')?.[1];
  if (!name) throw new Error(`row without a property name: | ${cells.join(' | ')} |`);
  return name;
}

/** The first table after the `## API` heading, up to the next level-2 heading. */
export function parseApiTable(markdown: string): ApiRow[] {
  return tableRows(markdown, /^API\s*$/).map((cells) => {
    const description = cells[cells.length - 1] ?? '';
    return {
      name: propertyName(cells),
      absent: ABSENT_MARKERS.some((marker) => marker.test(description)),
      changedLater: CHANGED_LATER_MARKER.test(description),
    };
  });
}

/** The Versions page's table of the properties that changed after 4.0.4, by name. */
export function parseChangedProperties(markdown: string): string[] {
  return tableRows(markdown, /^(Properties that changed after 4\.0\.4|4\.0\.4 之后有变化的属性)\s*$/).map(
    propertyName,
  );
}

/** Every disagreement between the API table's "changed later" links and the Versions page. */
export function compareChangedLater(rows: readonly ApiRow[], changed: readonly string[]): string[] {
  const problems: string[] = [];
  for (const name of changed) {
    if (!rows.some((row) => row.name === name)) problems.push(`\`${name}\` changed later but has no API row`);
  }
  for (const row of rows) {
    const listed = changed.includes(row.name);
    if (listed && !row.changedLater) problems.push(`\`${row.name}\` changed later but its row does not link to Versions`);
    if (!listed && row.changedLater) problems.push(`\`${row.name}\` links to Versions but is not in its table`);
  }
  return problems;
}

/** Property names as the table lists them: every `aria-*` attribute folds into one row. */
export function toTableNames(propertyNames: readonly string[]): Set<string> {
  return new Set(propertyNames.map((name) => (name.startsWith('aria-') ? ARIA_ROW : name)));
}

/** Every disagreement between a table and the real properties, each naming the property. */
export function compareApiTable(rows: readonly ApiRow[], propertyNames: readonly string[]): string[] {
  const expected = toTableNames(propertyNames);
  const problems: string[] = [];
  const seen = new Set<string>();

  for (const row of rows) {
    if (seen.has(row.name)) problems.push(`\`${row.name}\` is listed more than once`);
    seen.add(row.name);
    if (row.absent && expected.has(row.name)) {
      problems.push(`\`${row.name}\` is marked as absent from 4.0.4 but PaginationProps declares it`);
    }
    if (!row.absent && !expected.has(row.name)) {
      problems.push(`\`${row.name}\` is listed but is not a property of PaginationProps`);
    }
  }
  for (const name of expected) {
    if (!rows.some((row) => row.name === name && !row.absent)) {
      problems.push(`\`${name}\` is missing from the API table`);
    }
  }
  return problems;
}
