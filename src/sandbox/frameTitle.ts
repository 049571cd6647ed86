import { DEFAULT_RELEASE, releaseLabel, type ReleaseId } from '../versions';

/** The frame title's message: an edit, another release, or both. */
export function frameTitle(edited: boolean, release: ReleaseId): { id: string; values?: { release: string } } {
  if (release === DEFAULT_RELEASE) return { id: 'previewer.sandbox.title' };
  const values = { release: releaseLabel(release) };
  return { id: edited ? 'previewer.sandbox.editedOnRelease' : 'previewer.sandbox.demoOnRelease', values };
}
