import type { RefObject } from 'react';
import { codeInLanguage, useCopyStatus, type CodeLanguage, type DemoFile } from '@site/codeView';
import { previewToSketchJSON } from './sketch';

/** The two copy actions of a previewer and the short confirmation they leave. */
export function useCopyActions(
  file: DemoFile,
  language: CodeLanguage,
  demo: RefObject<HTMLElement>,
  /** the code as the editor shows it, edits included, once the editor is open */
  shownCode?: string | null,
) {
  const [status, copy] = useCopyStatus();

  /** the active file, in the language the visitor picked (as edited) */
  const copyCode = async () => {
    if (shownCode != null) return void (await copy(shownCode));
    const shown = await codeInLanguage(file, language).catch(() => file);
    await copy(shown.code);
  };
  const copySketch = async () => {
    const node = demo.current;
    const json = node ? await previewToSketchJSON(node).catch(() => null) : null;
    await copy(json, 'previewer.sketch.copied');
  };
  return { status, copyCode, copySketch };
}
