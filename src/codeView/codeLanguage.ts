import { readSessionValue, writeSessionValue } from './sessionValue';

export type CodeLanguage = 'ts' | 'js';

export const CODE_LANGUAGES: readonly CodeLanguage[] = ['ts', 'js'];
export const DEFAULT_CODE_LANGUAGE: CodeLanguage = 'ts';
export const CODE_LANGUAGE_STORAGE_KEY = 'rc-pagination-docs:code-language';

export function parseCodeLanguage(value: unknown): CodeLanguage | null {
  return CODE_LANGUAGES.find((language) => language === value) ?? null;
}

export interface CodeLanguageStore {
  get(): CodeLanguage;
  set(language: CodeLanguage): void;
  /** Call from an effect. */
  restore(): void;
  subscribe(listener: () => void): () => void;
}

/** One choice for every previewer on the page, remembered for the visit. */
export function createCodeLanguageStore(key = CODE_LANGUAGE_STORAGE_KEY): CodeLanguageStore {
  let current = DEFAULT_CODE_LANGUAGE;
  const listeners = new Set<() => void>();
  const update = (language: CodeLanguage) => {
    if (language === current) return;
    current = language;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    set(language) {
      writeSessionValue(key, language);
      update(language);
    },
    restore() {
      update(parseCodeLanguage(readSessionValue(key)) ?? current);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
