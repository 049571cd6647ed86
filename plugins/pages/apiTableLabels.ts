/*
 * A rehype step: each API table cell after the property's gets its column's heading as
 * `data-label`, shown on a phone's cards (src/styles/typography.css). In rehype because
 * remark-rehype drops a cell's own data.
 */
import type { HastElement } from '../publish/externalLinks';
import { sourceVersion } from './sourceVersion';

/** The API table's class, set by ./apiReleasesColumn.ts. */
export const API_TABLE_CLASS = 'site-api-table';

/** Current `version` for the options: this module's source hash. */
export const API_TABLE_LABELS_VERSION = sourceVersion(__filename);

const textOf = (node: HastElement): string => node.value ?? (node.children ?? []).map(textOf).join('');
const elements = (node: HastElement, tagName: string): HastElement[] =>
  node.type === 'element' && node.tagName === tagName
    ? [node]
    : (node.children ?? []).flatMap((child) => elements(child, tagName));

/** Labels the cells of every API table in `tree`. */
export function labelApiTable(tree: HastElement): void {
  // dumi has renamed a table to its `Table` component by the time extra rehype steps run
  for (const table of [...elements(tree, 'table'), ...elements(tree, 'Table')]) {
    const className = table.properties?.className;
    if (!Array.isArray(className) || !className.includes(API_TABLE_CLASS)) continue;
    const headings = elements(table, 'th').map((th) => textOf(th).trim());
    for (const row of elements(table, 'tr')) {
      elements(row, 'td').forEach((cell, index) => {
        if (index > 0 && headings[index]) cell.properties = { ...cell.properties, dataLabel: headings[index] };
      });
    }
  }
}

/** The rehype plugin: `extraRehypePlugins: [[rehypeApiTableLabels, { version }]]`. */
export default function rehypeApiTableLabels(_options?: { version?: string }) {
  return (tree: HastElement) => labelApiTable(tree);
}
