/**
 * What the previewer uses from 'dumi' (and the error box from 'react-intl'), with the site's real
 * interface strings: a missing key throws, so rendering in both languages proves every label
 * exists in both.
 */
import enUS from '../../../.dumi/theme/locales/en-US.json';
import zhCN from '../../../.dumi/theme/locales/zh-CN.json';

const MESSAGES: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export const interfaceLocale = { current: 'en-US' };

export function useIntl() {
  const locale = interfaceLocale.current;
  return {
    locale,
    formatMessage({ id }: { id: string }): string {
      const message = MESSAGES[locale][id];
      if (message === undefined) throw new Error(`no ${locale} interface string '${id}'`);
      return message;
    },
  };
}

/** dumi's html2sketch feature is off, as on this site */
export const getSketchJSON = null;

/** dumi's demo data: the previewer's live code reads the modules the demo already imported */
export const demoContext: { current: Record<string, unknown> | undefined } = { current: undefined };
export function useDemo() {
  return { context: demoContext.current };
}
