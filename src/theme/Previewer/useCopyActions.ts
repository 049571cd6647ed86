import { useIntl } from 'dumi';
import type { RefObject } from 'react';
import type { CodeLanguage } from '../../codeView/codeLanguage';
import type { DemoFile } from '../../codeView/files';
import { copyText } from './clipboard';
import { codeInLanguage } from './displayedCode';
import { previewToSketchJSON } from './sketch';
import { useFlash } from './useFlash';

/** The two copy actions of a previewer and the short confirmation they leave. */
export function useCopyActions(
  file: DemoFile,
  language: CodeLanguage,
  demo: RefObject<HTMLElement>,
) {
  const intl = useIntl();
  const [status, flash] = useFlash();
  const report = (copied: boolean, success: string) =>
    flash(intl.formatMessage({ id: copied ? success : 'previewer.copyFailed' }));

  /** the active file, in the language the visitor picked */
  const copyCode = async () => {
    const shown = await codeInLanguage(file, language).catch(() => file);
    report(await copyText(shown.code), 'previewer.copied');
  };
  const copySketch = async () => {
    const node = demo.current;
    const json = node ? await previewToSketchJSON(node).catch(() => null) : null;
    report(json !== null && (await copyText(json)), 'previewer.sketch.copied');
  };
  return { status, copyCode, copySketch };
}
