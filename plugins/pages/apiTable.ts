/*
 * The home pages' API table in a Markdown tree: the Releases column of the page
 * (./apiReleasesColumn.ts) and of its Markdown twin (plugins/publish/twins.ts) find it the same way.
 */
import { textOf, type MdastNode } from './versionHeadingIds';

/** The first table after `## API`, up to the next level-2 heading. */
export function apiTable(tree: MdastNode): MdastNode | null {
  const nodes = tree.children ?? [];
  const start = nodes.findIndex((node) => node.type === 'heading' && node.depth === 2 && textOf(node).trim() === 'API');
  if (start === -1) return null;
  for (const node of nodes.slice(start + 1)) {
    if (node.type === 'heading' && node.depth === 2) return null;
    if (node.type === 'table') return node;
  }
  return null;
}

/** The property a row documents: the first code span of its first cell. */
export function rowName(row: MdastNode): string {
  const code = row.children?.[0]?.children?.find((node) => node.type === 'inlineCode');
  if (!code?.value) throw new Error(`API table: a row without a property name: ${textOf(row)}`);
  return code.value;
}
