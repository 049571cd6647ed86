/** Writes a merged head request as react-helmet-async does: `data-rh` tags, equal ones untouched. */
import type { Attributes, HeadRequest } from './tags';

const MARK = 'data-rh';

function updateTags(document: Document, kind: 'meta' | 'link', tags: Attributes[]): void {
  const old = Array.from(document.head.querySelectorAll(`${kind}[${MARK}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(kind);
    for (const [name, value] of Object.entries(tag)) element.setAttribute(name, value);
    element.setAttribute(MARK, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same >= 0) old.splice(same, 1);
    else added.push(element);
  }
  old.forEach((element) => element.remove());
  added.forEach((element) => document.head.appendChild(element));
}

const setOnHtml = new WeakMap<Document, string[]>();

export function applyHead(document: Document, head: HeadRequest): void {
  if (head.title !== undefined && document.title !== head.title) document.title = head.title;
  const root = document.documentElement;
  for (const name of setOnHtml.get(document) ?? []) if (!(name in head.html)) root.removeAttribute(name);
  for (const [name, value] of Object.entries(head.html)) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  setOnHtml.set(document, Object.keys(head.html));
  updateTags(document, 'meta', head.meta);
  updateTags(document, 'link', head.link);
}
