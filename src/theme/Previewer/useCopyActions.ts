import type { RefObject } from 'react';
import { codeInLanguage, filesAsOneText, useCopyStatus, type CodeLanguage, type DemoFile } from '@site/codeView';
import { editedName, type DemoEdits } from '@site/liveDemo';

/** A file as Copy gives it: edited or not, in the language the visitor picked where it converts. */
function fileToCopy(file: DemoFile, edits: DemoEdits, language: CodeLanguage): Promise<DemoFile> {
  const edit = edits[file.name];
  const source = edit ? { name: editedName(file.name, edit), code: edit.code } : file;
  return codeInLanguage(source, language).catch(() => source);
}

/**
 * The preview as Sketch layers, by html2sketch fetched from this site on demand (dumi's own
 * html2sketch feature, off here, would load it from a CDN on every page).
 */
async function sketchJSON(node: HTMLElement): Promise<string> {
  const { nodeToGroup } = await import('html2sketch');
  return JSON.stringify((await nodeToGroup(node)).toSketchJSON());
}

/** The two copy actions of a previewer and the short confirmation they leave. */
export function useCopyActions(
  files: DemoFile[],
  active: DemoFile,
  edits: DemoEdits,
  language: CodeLanguage,
  demo: RefObject<HTMLElement>,
  /** the active file as the editor shows it, edits included, once the editor is open */
  shownCode?: string | null,
) {
  const [status, copy] = useCopyStatus();

  /**
   * A demo of one file: that file as shown. Of several: every file, each headed by its name,
   * as the entry alone imports files the paste would lack.
   */
  const copyCode = async () => {
    if (files.length > 1) {
      const shown = await Promise.all(files.map((file) => fileToCopy(file, edits, language)));
      return void (await copy(filesAsOneText(shown)));
    }
    if (shownCode != null) return void (await copy(shownCode));
    await copy((await fileToCopy(active, edits, language)).code);
  };
  const copySketch = async () => {
    const node = demo.current;
    const json = node ? await sketchJSON(node).catch(() => null) : null;
    await copy(json, 'previewer.sketch.copied');
  };
  return { status, copyCode, copySketch };
}
