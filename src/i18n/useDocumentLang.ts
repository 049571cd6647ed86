import { useEffect } from 'react';

/**
 * Keeps `<html lang>` on the interface language. The prerendered HTML already carries it; this
 * keeps it right after client-side navigation, a language switch, or `?locale=` on a standalone
 * demo page.
 */
export function useDocumentLang(locale: string) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
