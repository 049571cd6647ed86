import type { IApi } from 'dumi';
import { markPhase } from '../bench/buildPhases';
import { finishStreamedHtml, setHtmlLang } from './finishStreamedHtml';

/** Post-processes every exported HTML file: finished (non-streamed) markup and the right lang. */
export default (api: IApi) => {
  api.describe({ key: 'site:static-html' });
  const locales = (api.userConfig.locales ?? []) as { id: string; base?: string }[];
  const fallback = locales[0]?.id ?? 'en-US';

  function langOf(file: string): string {
    const match = locales.find(({ id }) => id !== fallback && file.startsWith(`${id}/`));
    return match?.id ?? fallback;
  }

  api.modifyExportHTMLFiles({
    // after umi's own exportStatic step, which renders the files
    stage: Number.MAX_SAFE_INTEGER,
    fn: (files) => {
      const finished = files.map((file) => ({
        ...file,
        content: setHtmlLang(finishStreamedHtml(file.content), langOf(file.path)),
      }));
      markPhase('static HTML (streamed markup, lang)');
      return finished;
    },
  });
};
