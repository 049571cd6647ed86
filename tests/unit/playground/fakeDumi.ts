/**
 * What the playground uses from 'dumi', with the site's real interface strings: a missing key
 * throws, so rendering in both languages proves every label exists in both.
 */
import enUS from '../../../.dumi/theme/locales/en-US.json';
import zhCN from '../../../.dumi/theme/locales/zh-CN.json';

const MESSAGES: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export const siteLocale = { current: 'en-US' };

export function useLocale() {
  return { id: siteLocale.current, name: siteLocale.current, base: '/' };
}

export function useIntl() {
  const locale = siteLocale.current;
  return {
    locale,
    formatMessage({ id }: { id: string }, values: Record<string, string | number> = {}): string {
      const message = MESSAGES[locale][id];
      if (message === undefined) throw new Error(`no ${locale} interface string '${id}'`);
      return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
    },
  };
}
