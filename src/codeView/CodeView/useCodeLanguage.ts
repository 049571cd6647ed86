import { useEffect, useSyncExternalStore } from 'react';
import { createCodeLanguageStore, DEFAULT_CODE_LANGUAGE, type CodeLanguage } from '../codeLanguage';

/** Shared by every previewer on the page, so one switch flips them all. */
export const codeLanguageStore = createCodeLanguageStore();

const serverSnapshot = () => DEFAULT_CODE_LANGUAGE;

/** The remembered choice is adopted after hydration. */
export function useCodeLanguage(): [CodeLanguage, (language: CodeLanguage) => void] {
  const language = useSyncExternalStore(codeLanguageStore.subscribe, codeLanguageStore.get, serverSnapshot);
  useEffect(() => codeLanguageStore.restore(), []);
  return [language, codeLanguageStore.set];
}
