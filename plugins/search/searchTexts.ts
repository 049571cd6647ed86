import type { PageText } from '../../src/search/documents';
import { sourceVersion } from '../pages/sourceVersion';

/**
 * A rehype step after dumi's text extraction that tidies what search reads: each text gets the
 * last heading before it in document order (a demo splits siblings), a link stays in its paragraph,
 * a table row is a paragraph, a cell or list item a `part`, and code and SEARCH_SKIP elements are
 * marked for search to leave out.
 */

/** Part of dumi's markdown cache key: this module's source hash (plugins/pages/sourceVersion.ts). */
export const SEARCH_TEXTS_VERSION = sourceVersion(__filename);

/** The property (`data-search="skip"` in the page) of an element whose text search leaves out, as it does code. */
export const SEARCH_SKIP = { property: 'dataSearch', value: 'skip' } as const;

export interface HastNode {
  type: string;
  tagName?: string;
  properties?: { id?: unknown; [SEARCH_SKIP.property]?: unknown };
  children?: HastNode[];
  data?: { id?: unknown; expression?: { object?: { property?: { value?: unknown } } } };
}

interface Context {
  paraId?: number;
  part?: number;
  code?: boolean;
}

/** dumi replaces each text node's value by a reference `$$contentTexts[<index>].value`. */
function textIndexOf(node: HastNode): number | undefined {
  const index = node.data?.expression?.object?.property?.value;
  return typeof index === 'number' ? index : undefined;
}

const isElement = (node: HastNode) => node.type === 'element';
const HEADING = /^h[1-6]$/;

export default function rehypeSearchTexts() {
  return (tree: HastNode, file: { data: { texts?: PageText[]; toc?: { id: string }[] } }) => {
    const texts = file.data.texts;
    if (!texts?.length) return;
    const toc = file.data.toc ?? [];
    let nextParaId = texts.reduce((max, text) => Math.max(max, text.paraId), 0) + 1;
    let tocIndex: number | undefined;

    const walk = (node: HastNode, context: Context): void => {
      if (node.type === 'text') {
        const index = textIndexOf(node);
        const text = index === undefined ? undefined : texts[index];
        if (!text) return;
        if (tocIndex === undefined) delete text.tocIndex;
        else text.tocIndex = tocIndex;
        if (context.paraId !== undefined) text.paraId = context.paraId;
        if (context.part !== undefined) text.part = context.part;
        if (context.code) text.code = true;
        return;
      }
      const children = node.children ?? [];
      const ownParaId = typeof node.data?.id === 'number' ? node.data.id : undefined;
      if (node.tagName && HEADING.test(node.tagName)) {
        const found = toc.findIndex(({ id }) => id === node.properties?.id);
        if (found >= 0) tocIndex = found;
      } else if (node.tagName === 'SourceCode' || node.properties?.[SEARCH_SKIP.property] === SEARCH_SKIP.value) {
        children.forEach((child) => walk(child, { ...context, code: true }));
      } else if (node.tagName === 'tr') {
        const paraId = nextParaId++;
        children.filter(isElement).forEach((cell, part) => walk(cell, { paraId, part, code: context.code }));
      } else if (node.tagName === 'ul' || node.tagName === 'ol') {
        const paraId = ownParaId ?? context.paraId;
        children.filter(isElement).forEach((item, part) => walk(item, { paraId, part, code: context.code }));
      } else if (node.tagName === 'p') {
        children.forEach((child) => walk(child, { paraId: ownParaId }));
      } else {
        children.forEach((child) => walk(child, context));
      }
    };
    walk(tree, {});
  };
}
