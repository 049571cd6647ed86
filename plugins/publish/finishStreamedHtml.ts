import { defaultTreeAdapter as tree, parse, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type CommentNode = DefaultTreeAdapterMap['commentNode'];
type TextNode = DefaultTreeAdapterMap['textNode'];

const isComment = (node: ChildNode | undefined): node is CommentNode => node?.nodeName === '#comment';
const isText = (node: ChildNode): node is TextNode => node.nodeName === '#text';

/** React's two moves: `$RC(boundary, content)` and `$RS(segment, placeholder)`, by element ids. */
interface StreamedMove {
  kind: 'RC' | 'RS';
  from: string;
  to: string;
}

/** A call of React 18's streaming scripts, with its two string arguments. */
const CALL = /\$(RC|RS)\("([^"]*)","([^"]*)"\)/g;
/** Any call of a `$R…` helper other than the two above (`$RX`: a boundary that errored). */
const OTHER_CALL = /\$R(?![CS]\()[A-Z]*\("/;

/**
 * umi writes React's stream as it arrives: the content sits in hidden `<div id="S:n">` blocks that
 * inline scripts ($RC, $RS) move into place, so without JavaScript the page looks empty. This does
 * the moves at build time on parse5's tree, giving the DOM React hydrates. The scripts are read,
 * never run: only their `$RC("…","…")` / `$RS("…","…")` calls are taken.
 */
export function finishStreamedHtml(streamed: string): string {
  const html = dropNulBytes(streamed);
  if (!html.includes('$RC(') && !html.includes('$RS(')) return html;
  const document = parse(html);
  const scripts = elements(document).filter(
    (element) => element.tagName === 'script' && !hasAttribute(element, 'src') && /\$R[CS]\(/.test(textOf(element)),
  );
  for (const script of scripts) {
    const text = textOf(script);
    if (OTHER_CALL.test(text.replace(/function \$R[A-Z]+\(/g, ''))) {
      throw new Error(`A streaming script calls a helper other than $RC/$RS: ${text.slice(0, 120)}`);
    }
    for (const [, kind, from, to] of text.matchAll(CALL)) {
      applyMove(document, { kind: kind as StreamedMove['kind'], from, to });
    }
    tree.detachNode(script);
  }
  const leftovers = elements(document).filter(
    (element) =>
      (element.tagName === 'div' && hasAttribute(element, 'hidden') && idOf(element)?.startsWith('S:')) ||
      (element.tagName === 'template' && idOf(element)?.startsWith('P:')),
  );
  if (leftovers.length > 0) {
    throw new Error(`Prerendered HTML still has ${leftovers.length} unresolved streamed blocks`);
  }
  return serialize(document);
}

/** What React's $RS and $RC do to the document, on parse5's tree. */
function applyMove(document: ParentNode, { kind, from, to }: StreamedMove) {
  if (kind === 'RS') {
    // $RS(segment, placeholder): the segment's children replace the placeholder
    const segment = byId(document, from);
    const placeholder = byId(document, to);
    if (!segment || !placeholder?.parentNode) throw new Error(`$RS("${from}","${to}"): no such elements`);
    tree.detachNode(segment);
    moveChildrenBefore(segment, placeholder);
    tree.detachNode(placeholder);
    return;
  }
  // $RC(boundary, content): the content replaces the boundary's fallback, up to its closing
  // `<!--/$-->` (nested boundaries counted), and the opening `<!--$?-->` becomes `<!--$-->`
  const content = byId(document, to);
  if (!content) throw new Error(`$RC("${from}","${to}"): no content`);
  tree.detachNode(content);
  const boundary = byId(document, from);
  if (!boundary) return;
  const opening = previousSibling(boundary);
  const parent = boundary.parentNode;
  if (!isComment(opening) || !parent) throw new Error(`$RC("${from}"): no boundary comment`);
  let next = nextSibling(opening);
  let depth = 0;
  while (next) {
    if (isComment(next)) {
      const data = next.data;
      if (data === '/$') {
        if (depth === 0) break;
        depth -= 1;
      } else if (data === '$' || data === '$?' || data === '$!') {
        depth += 1;
      }
    }
    const after = nextSibling(next);
    tree.detachNode(next);
    next = after;
  }
  if (next) moveChildrenBefore(content, next);
  else for (const child of [...content.childNodes]) tree.appendChild(parent, child);
  opening.data = '$';
}

function moveChildrenBefore(source: ParentNode, reference: ChildNode) {
  const parent = reference.parentNode!;
  for (const child of [...source.childNodes]) {
    tree.detachNode(child);
    tree.insertBefore(parent, child, reference);
  }
}

function siblingAt(node: ChildNode, offset: number): ChildNode | undefined {
  const siblings = node.parentNode?.childNodes ?? [];
  const at = siblings.indexOf(node);
  return at < 0 ? undefined : siblings[at + offset];
}
const previousSibling = (node: ChildNode) => siblingAt(node, -1);
const nextSibling = (node: ChildNode) => siblingAt(node, 1);

/** Every element in tree order (a template's content included, as parse5 keeps it apart). */
function elements(root: Node): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) found.push(node);
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
    if ('content' in node && node.content) visit(node.content);
  };
  visit(root);
  return found;
}

function byId(root: Node, id: string): Element | undefined {
  return elements(root).find((element) => idOf(element) === id);
}

const attributeOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const idOf = (element: Element) => attributeOf(element, 'id');
const hasAttribute = (element: Element, name: string) => attributeOf(element, name) !== undefined;
const textOf = (element: Element) =>
  element.childNodes.map((child) => (isText(child) ? child.value : '')).join('');

/**
 * Sets `<html lang>` to the page's interface language, adding the attribute where the page has
 * none (dumi's standalone demo pages).
 */
export function setHtmlLang(html: string, lang: string): string {
  if (/<html[^>]*\slang="/.test(html)) {
    return html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`);
  }
  return html.replace(/<html(\s[^>]*)?>/, (_, attributes = '') => `<html lang="${lang}"${attributes}>`);
}

/**
 * React 18.2's streaming renderer sends its whole write buffer, NUL bytes included, when a
 * multi-byte character does not fit at its end; a parser would make them U+FFFD in an attribute.
 */
export function dropNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replace(/\u0000/g, '') : html;
}
