import type { PageText } from '../../src/search/documents';
import { sourceVersion } from '../pages/sourceVersion';

/**
 * A rehype step that runs after dumi's own text extraction (rehypeText) and tidies what search
 * reads; the rendered page keeps the same text values.
 *
 * - Section: dumi looks for the heading above a paragraph among its siblings, which fails once
 *   a demo has split the page into separate blocks, so text after a demo lost its heading. Here
 *   every text gets the last heading before it in document order.
 * - Paragraph: a link inside a paragraph or list is a component of its own for dumi, so its
 *   text became a separate paragraph ("Jumper" apart from ": showQuickJumper"); here it stays in
 *   the paragraph around it. A whole table was one paragraph with its cells run together
 *   ("showQuickJumperboolean | objectfalse…"); here each row is a paragraph.
 * - Part: the table cell or list item a text sits in, so search can separate them when it joins
 *   a paragraph ("showQuickJumper · boolean | object · false").
 * - Code: the text of a code block (dumi's SourceCode) is marked, and search leaves it out.
 */
/** Part of dumi's markdown cache key: this module's source hash (plugins/pages/sourceVersion.ts). */
export const SEARCH_TEXTS_VERSION = sourceVersion(__filename);

export interface HastNode {
  type: string;
  tagName?: string;
  properties?: { id?: unknown };
  children?: HastNode[];
  data?: { id?: unknown; expression?: { object?: { property?: { value?: unknown } } } };
}

// what this step writes is what search reads: one declaration, in src/search/documents.ts
export type { PageText };

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
      } else if (node.tagName === 'SourceCode') {
        children.forEach((child) => walk(child, { ...context, code: true }));
      } else if (node.tagName === 'tr') {
        const paraId = nextParaId++;
        children.filter(isElement).forEach((cell, part) => walk(cell, { paraId, part }));
      } else if (node.tagName === 'ul' || node.tagName === 'ol') {
        const paraId = ownParaId ?? context.paraId;
        children.filter(isElement).forEach((item, part) => walk(item, { paraId, part }));
      } else if (node.tagName === 'p') {
        children.forEach((child) => walk(child, { paraId: ownParaId }));
      } else {
        children.forEach((child) => walk(child, context));
      }
    };
    walk(tree, {});
  };
}
