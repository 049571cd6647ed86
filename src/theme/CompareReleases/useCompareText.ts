import { useIntl } from 'dumi';
import { useCallback } from 'react';
import { formatView, type Language, type ViewKey } from '@site/compare';

/** The page's language as the comparison names it, and the view's texts in it (src/compare/messages.ts). */
export function useCompareText() {
  const { locale } = useIntl();
  const language: Language = locale === 'zh-CN' ? 'zh-CN' : 'en-US';
  const t = useCallback((key: ViewKey, values?: Record<string, string | number>) => formatView(key, language, values), [language]);
  return { language, t };
}
