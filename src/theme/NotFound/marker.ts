/** Attribute on the not-found page's root, so the client can tell a prerendered 404.html apart. */
export const NOT_FOUND_ATTR = 'data-not-found';

export function isPrerenderedNotFound(doc: Document): boolean {
  return doc.querySelector(`[${NOT_FOUND_ATTR}]`) !== null;
}
