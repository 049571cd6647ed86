import { getSketchJSON } from 'dumi';

/**
 * The preview as Sketch layers, by html2sketch: dumi's `getSketchJSON` when the site enables that
 * feature, otherwise the library fetched from this site on demand, not from a CDN on every page.
 */
export async function previewToSketchJSON(node: HTMLElement): Promise<string> {
  if (getSketchJSON) return JSON.stringify(await getSketchJSON(node, { type: 'group' }));
  const { nodeToGroup } = await import('html2sketch');
  const group = await nodeToGroup(node);
  return JSON.stringify(group.toSketchJSON());
}
