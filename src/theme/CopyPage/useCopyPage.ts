import { useAppData, useLocale, useLocation } from 'dumi';
import { useCallback, useEffect, useState } from 'react';
import { copyText } from '@site/codeView';
import type { LocaleBase } from '@site/i18n';
import { twinPathOf } from '@site/publish';

export type CopyPageState = 'idle' | 'copied' | 'failed';

/**
 * "Copy page": the address of the page's Markdown twin on this site, and a copy that fetches it
 * only when asked (nothing on load) and reports whether the clipboard took it.
 */
export function useCopyPage() {
  const { pathname } = useLocation();
  const { basename = '/' } = useAppData() as { basename?: string };
  const locale = useLocale() as LocaleBase;
  const address = `${basename.replace(/\/?$/, '/')}${twinPathOf(pathname, locale.base)}`;
  const [state, setState] = useState<CopyPageState>('idle');
  useEffect(() => setState('idle'), [address]);

  const copy = useCallback(async () => {
    const text = await fetch(address).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    );
    setState(text !== null && (await copyText(text)) ? 'copied' : 'failed');
  }, [address]);

  return { address, state, copy };
}
