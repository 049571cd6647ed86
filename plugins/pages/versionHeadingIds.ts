/**
 * A remark step: a heading whose id would start with a digit ("4.1.0: align") gets `v` + the slug,
 * `v410-align`, before dumi slugs the headings (it keeps an id already set). Why:
 * maintainers/html-validity.md.
 */
import { sourceVersion } from './sourceVersion';

export interface MdastNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>;
}

export interface VersionHeadingIdsOptions {
  /** not read here: dumi caches compiled markdown by its options (./sourceVersion.ts) */
  version?: string;
}

/** Current `version` for the options: this module's source hash. */
export const VERSION_HEADING_IDS_VERSION = sourceVersion(__filename);

/** What a heading's id starts with when its slug would start with a digit. */
export const VERSION_ID_PREFIX = 'v';

/** A heading's text, as the slug reads it: text and inline code, without markup. */
export function textOf(node: MdastNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/**
 * The slug GitHub (and dumi, through github-slugger) gives a heading: lower case, punctuation
 * dropped except `-` and `_`, each space a `-`. Letters and digits of every script stay.
 */
export function slugOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The id for a heading's text, or null when its slug starts with a letter and stays as dumi makes it. */
export function versionHeadingId(text: string): string | null {
  const slug = slugOf(text);
  return /^\d/.test(slug) ? `${VERSION_ID_PREFIX}${slug}` : null;
}

function visit(node: MdastNode, taken: Set<string>): void {
  if (node.type === 'heading') {
    const id = versionHeadingId(textOf(node));
    if (id && node.data?.hProperties?.id === undefined) {
      let unique = id;
      for (let n = 1; taken.has(unique); n += 1) unique = `${id}-${n}`;
      taken.add(unique);
      ((node.data ??= {}).hProperties ??= {}).id = unique;
    }
    return;
  }
  for (const child of node.children ?? []) visit(child, taken);
}

/** The remark plugin: `extraRemarkPlugins: [[remarkVersionHeadingIds, { version }]]`. */
export default function remarkVersionHeadingIds(_options?: VersionHeadingIdsOptions) {
  return (tree: MdastNode) => visit(tree, new Set());
}
