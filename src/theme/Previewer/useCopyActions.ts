import type { RefObject } from 'react';
import type { CodeLanguage } from '../../codeView/codeLanguage';
import type { DemoFile } from '../../codeView/files';
import { codeInLanguage } from './displayedCode';
import { previewToSketchJSON } from './sketch';
import { useCopyStatus } from './useCopyStatus';

/** The two copy actions of a previewer and the short confirmation they leave. */
export function useCopyActions(
  file: DemoFile,
  language: CodeLanguage,
  demo: RefObject<HTMLElement>,
) {
  const [status, copy] = useCopyStatus();

  /** the active file, in the language the visitor picked */
  const copyCode = async () => {
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
