import type { IApi } from 'dumi';
import path from 'path';
import { pathToFileURL } from 'url';
import { pageOf, twinsOf, type Locale } from '../../src/publish/address';
import { markPhase } from '../bench/buildPhases';
import { pageReader } from '../pages/pageReader';
import { demoPageTitler } from './demoTitles';
import { finishStreamedHtml, setHtmlLang } from './finishStreamedHtml';
import { appendToHead, firstParagraphOf, insertPolicy, metaOf } from './head';
import { robotsTxt, sitemapXml } from './sitemap';

/** A description shorter than this says too little in a search result or a link preview. */
export const MIN_DESCRIPTION = 30;

type CspModule = {
  inlineScripts(html: string): string[];
  scriptHash(body: string): string;
  buildPolicy(hashes: string[]): string;
};

/**
 * What the exported HTML gets: finished (non-streamed) markup and the page's `lang`; then for hosts
 * and crawlers (a page's own head tags are src/publish/pageHead.ts's) scripts/csp.mjs's policy as a
 * meta tag (maintainers/csp.md), a check that every page describes itself, `noindex` and a static
 * title on the standalone demos, sitemap.xml and robots.txt, at `process.env.SITE_ROOT` (.dumirc.ts).
 */
export default (api: IApi) => {
  api.describe({ key: 'site:publish' });
  const reader = pageReader(api);
  // the finished build, whose one read of the pages gives the standalone demos their titles
  let build: object | undefined;
  api.onBuildComplete((finished) => {
    build = finished;
  });

  api.modifyExportHTMLFiles({
    // after umi's own exportStatic step, which renders the files
    stage: Number.MAX_SAFE_INTEGER,
    fn: async (rendered) => {
      const root = String((api.config.define as Record<string, unknown>)['process.env.SITE_ROOT']);
      const locales = ((api.userConfig.locales ?? [{ id: 'en-US' }]) as Locale[]);
      const langOf = (file: string) =>
        locales.find(({ id }, index) => index > 0 && file.startsWith(`${id}/`))?.id ?? locales[0].id;
      const files = rendered.map((file) => ({
        ...file,
        content: setHtmlLang(finishStreamedHtml(file.content), langOf(file.path)),
      }));
      markPhase('static HTML (streamed markup, lang)');
      const pages = new Set(files.filter((file) => file.path.endsWith('.html')).map((file) => pageOf(file.path)).filter((page): page is string => page !== null));
      const absolute = (page: string) => new URL(page, root).href;
      const alternatesOf = (page: string) =>
        twinsOf(page, locales, pages).map((twin) => ({ locale: twin.locale, url: absolute(twin.page) }));

      const html = files.filter((file) => file.path.endsWith('.html'));
      if (!build) throw new Error('publish: the HTML files came before the build finished');
      const titleDemoPage = demoPageTitler(api, await reader.readForBuild(build));
      const checked = html.map((file) => {
        const page = pageOf(file.path);
        if (page === null) {
          // reachable, but not pages to list or index
          const titled = titleDemoPage(file.path, file.content);
          return { ...file, content: appendToHead(titled, '<meta name="robots" content="noindex">') };
        }
        const description = metaOf(file.content, 'description') || firstParagraphOf(file.content);
        if (description.length < MIN_DESCRIPTION) {
          throw new Error(
            `publish: ${file.path} has no description of ${MIN_DESCRIPTION} characters or more ("${description}"). Give its Markdown page a "description" in the front matter.`,
          );
        }
        return file;
      });

      // the policy hashes this build's inline scripts (scripts/csp.mjs is an ES module)
      const csp = (await import(pathToFileURL(path.join(api.cwd, 'scripts/csp.mjs')).href)) as CspModule;
      const policy = csp.buildPolicy(checked.flatMap((file) => csp.inlineScripts(file.content)).map(csp.scriptHash));
      const published = [
        ...files.filter((file) => !file.path.endsWith('.html')),
        ...checked.map((file) => ({
          ...file,
          content: insertPolicy(file.content, policy, { first: pageOf(file.path) === null }),
        })),
        {
          path: 'sitemap.xml',
          content: sitemapXml([...pages].sort().map((page) => ({ url: absolute(page), alternates: alternatesOf(page) }))),
        },
        { path: 'robots.txt', content: robotsTxt(root) },
      ];
      markPhase('publish (descriptions, CSP, sitemap)');
      return published;
    },
  });
};
