import { useEffect, useState } from 'react';
import type { CodeLanguage } from '../codeLanguage';
import { isTypeScriptFile, type DemoFile } from '../files';
import { codeInLanguage } from './displayedCode';

export interface DisplayedCode extends DemoFile {
  switchable: boolean;
  /** JavaScript was asked for but the conversion failed */
  failed: boolean;
}

/** Shows the source until the conversion is ready. */
export function useDisplayedCode(file: DemoFile, language: CodeLanguage): DisplayedCode {
  const [result, setResult] = useState<{ key: string; file: DemoFile | null } | null>(null);
  const key = `${language}\n${file.name}\n${file.code}`;
  useEffect(() => {
    let live = true;
    codeInLanguage(file, language).then(
      (shown) => live && setResult({ key, file: shown }),
      () => live && setResult({ key, file: null }),
    );
    return () => {
      live = false;
    };
    // `key` covers every input the conversion reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = result?.key === key ? result : null;
  return {
    ...(current?.file ?? file),
    switchable: isTypeScriptFile(file.name),
    failed: Boolean(current && !current.file),
  };
}
