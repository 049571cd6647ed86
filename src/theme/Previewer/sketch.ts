import { getSketchJSON } from 'dumi';

/**
 * The preview as Sketch layers (JSON a Sketch plugin can paste), made by html2sketch, the
 * converter dumi's html2sketch feature uses. dumi's `getSketchJSON` is used when the site
 * enables that feature; otherwise the library is fetched from this site only on demand,
 * instead of dumi's default of a script from a CDN on every page.
 */
export async function previewToSketchJSON(node: HTMLElement): Promise<string> {
  if (getSketchJSON) return JSON.stringify(await getSketchJSON(node, { type: 'group' }));
  const { nodeToGroup } = await import('html2sketch');
  const group = await nodeToGroup(node);
  return JSON.stringify(group.toSketchJSON());
}
