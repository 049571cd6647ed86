import { DEFAULT_RELEASE, releaseLabel, type ReleaseId } from '../versions';

/**
 * What the sandbox frame's title says it holds: the visitor's edit, the demo as written on
 * another release, or an edit on another release. An interface message and its values.
 */
export function frameTitle(edited: boolean, release: ReleaseId): { id: string; values?: { release: string } } {
  if (release === DEFAULT_RELEASE) return { id: 'previewer.sandbox.title' };
  const values = { release: releaseLabel(release) };
  return { id: edited ? 'previewer.sandbox.editedOnRelease' : 'previewer.sandbox.demoOnRelease', values };
}
