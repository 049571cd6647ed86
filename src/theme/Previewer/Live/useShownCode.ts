import { useEffect, useState } from 'react';
import { convertToJavaScript, isTypeScriptFile, javaScriptName, useDisplayedCode, type CodeLanguage, type DemoFile } from '@site/codeView';
import { editedName, type FileEdit } from '@site/liveDemo';

export interface ShownCode {
  name: string;
  code: string;
  /** the language the shown code is written in: what an edit of it is recorded as */
  language: CodeLanguage;
  /** the original file, in that same language: typing it back undoes the edit */
  original: string;
  switchable: boolean;
  /** why the file is not in the language the switch asks for */
  note: 'previewer.language.failed' | 'previewer.live.keptJavaScript' | null;
}

/**
 * The active file as the editor shows it: unedited, or the edit. A TypeScript edit viewed as
 * JavaScript is converted; a JavaScript edit viewed as TypeScript stays JavaScript, with a note.
 */
export function useShownCode(file: DemoFile, edit: FileEdit | undefined, language: CodeLanguage): ShownCode {
  const original = useDisplayedCode(file, language);
  const originalLanguage: CodeLanguage =
    isTypeScriptFile(file.name) && !isTypeScriptFile(original.name) ? 'js' : 'ts';
  const [converted, setConverted] = useState<{ source: string; code: string | null } | null>(null);
  const convert = edit?.language === 'ts' && language === 'js' && isTypeScriptFile(file.name);
  useEffect(() => {
    if (!convert || !edit) return undefined;
    let live = true;
    convertToJavaScript({ name: file.name, code: edit.code }).then(
      (code) => live && setConverted({ source: edit.code, code }),
      () => live && setConverted({ source: edit.code, code: null }),
    );
    return () => {
      live = false;
    };
  }, [convert, edit, file.name]);

  const base = { switchable: original.switchable };
  if (!edit) {
    const note = original.failed ? 'previewer.language.failed' : null;
    return { ...base, name: original.name, code: original.code, language: originalLanguage, original: original.code, note };
  }
  if (edit.language === 'js' && language === 'ts' && isTypeScriptFile(file.name)) {
    const name = editedName(file.name, edit);
    return { ...base, name, code: edit.code, language: 'js', original: '', note: 'previewer.live.keptJavaScript' };
  }
  if (convert) {
    const ready = converted?.source === edit.code ? converted : null;
    if (ready?.code != null) {
      const name = javaScriptName(file.name);
      return { ...base, name, code: ready.code, language: 'js', original: original.code, note: null };
    }
    // converting, or the edit does not parse: the TypeScript edit as it is
    const note = ready ? 'previewer.language.failed' : null;
    return { ...base, name: file.name, code: edit.code, language: 'ts', original: file.code, note };
  }
  return {
    ...base,
    name: editedName(file.name, edit),
    code: edit.code,
    language: edit.language,
    original: edit.language === originalLanguage ? original.code : file.code,
    note: null,
  };
}
