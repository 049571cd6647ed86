import type { ExampleBlockAsset } from 'dumi-assets-types';
import { isTypeScriptFile, javaScriptName, type CodeLanguage, type DemoFile } from '../codeView';
import type { LiveFile } from './run';

export interface FileEdit {
  language: CodeLanguage;
  code: string;
}

/** By the file's original name (`index.tsx`). */
export type DemoEdits = Record<string, FileEdit>;

/** `index.tsx` edited in JavaScript is `index.jsx`. */
export function editedName(name: string, edit: FileEdit | undefined): string {
  return edit?.language === 'js' && isTypeScriptFile(name) ? javaScriptName(name) : name;
}

/** Each edited file as edited, the others as written. */
export function filesToRun(files: DemoFile[], edits: DemoEdits): LiveFile[] {
  return files.map(({ name, code }) => ({
    name: editedName(name, edits[name]),
    code: edits[name]?.code ?? code,
  }));
}

/** An edit that brings the file back to the original disappears, so "edited" always means "differs". */
export function applyEdit(
  edits: DemoEdits,
  file: DemoFile,
  language: CodeLanguage,
  code: string,
  original: string,
): DemoEdits {
  const { [file.name]: _previous, ...others } = edits;
  if (code === original) return others;
  return { ...others, [file.name]: { language, code } };
}

/** dumi's asset with the edits in it; one file edited in JavaScript makes the export a JavaScript project. */
export function editedAsset(
  asset: ExampleBlockAsset,
  edits: DemoEdits,
  toJavaScript: (code: string, name: string) => string,
): ExampleBlockAsset {
  const inJavaScript = Object.values(edits).some((edit) => edit.language === 'js');
  const dependencies: ExampleBlockAsset['dependencies'] = {};
  let entry = asset.entry;
  for (const [key, dependency] of Object.entries(asset.dependencies)) {
    if (dependency.type !== 'FILE') {
      dependencies[key] = dependency;
      continue;
    }
    const name = key.replace(/^\.\//, '');
    const edit = edits[name];
    let code = edit?.code ?? dependency.value;
    let renamed = key;
    if (inJavaScript && isTypeScriptFile(name)) {
      if (edit?.language !== 'js') code = toJavaScript(code, name);
      renamed = javaScriptName(key);
    }
    if (key === asset.entry) entry = renamed;
    dependencies[renamed] = { ...dependency, value: code };
  }
  return { ...asset, entry, dependencies };
}
