/**
 * The preview as Sketch layers, by html2sketch, fetched from this site on demand (dumi's own
 * html2sketch feature, off here, would load it from a CDN on every page).
 */
export async function previewToSketchJSON(node: HTMLElement): Promise<string> {
  const { nodeToGroup } = await import('html2sketch');
  const group = await nodeToGroup(node);
  return JSON.stringify(group.toSketchJSON());
}
