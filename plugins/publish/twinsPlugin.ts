/** Writes the twins and llms files (./twinFiles.ts) into the build, and serves them fresh in `dumi dev`. */
import type { IApi } from 'dumi';
import fs from 'fs';
import path from 'path';
import { propertyReleases } from '../../src/versions/apiReleases';
import { spanText, type ApiReleasesMessages } from '../pages/apiReleasesColumn';
import { pageReader, type LocalePages } from '../pages/pageReader';
import { directiveMarkdown } from '../pages/compareReleases';
import { COMPARE_DIRECTIVES, type CompareDirective } from '../pages/compareMarkdown';
import { releaseProps } from '../pages/releaseProps';
import type { ReleaseCost } from '../releases/cost';
import { cachedReleaseCosts } from '../releases/plugin';
import { twinFiles, type TwinSite } from './twinFiles';
import { loadParser } from './twins';

export default (api: IApi) => {
  api.describe({ key: 'site:twins' });
  const pages = pageReader(api);
  // the same facts as the page's column: each release's declared properties, read once
  let declared: ReturnType<typeof releaseProps> | null = null;
  const releases = (property: string, messages: Record<string, string>) => {
    declared ??= releaseProps(api.cwd);
    return spanText(propertyReleases(property, declared).span, messages as ApiReleasesMessages);
  };

  // the Versions page's costs table and moving list, as its directives become on the page
  const directiveOf = (costs: readonly ReleaseCost[]): TwinSite['directive'] => (name, messages, locale) =>
    (COMPARE_DIRECTIVES as readonly string[]).includes(name) ? directiveMarkdown(name as CompareDirective, costs, messages, locale) : undefined;

  const siteOf = (costs: readonly ReleaseCost[]): TwinSite => {
    const locales = (api.config.locales ?? []) as { id: string; name?: string }[];
    return {
      root: String((api.config.define as Record<string, unknown>)['process.env.SITE_ROOT']),
      name: String((api.config.themeConfig as { name?: string }).name ?? ''),
      languages: Object.fromEntries(
        locales.map(({ id, name }) => {
          const file = path.join(api.cwd, `.dumi/theme/locales/${id}.json`);
          const messages = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
          return [id, { name: name ?? id, messages }];
        }),
      ),
      releases,
      directive: directiveOf(costs),
    };
  };
  const filesOf = async (read: LocalePages[]) =>
    twinFiles(read, siteOf((await cachedReleaseCosts(api.cwd)).costs), await loadParser());

  api.onBuildComplete(async (build) => {
    if (build.err) return;
    for (const file of await filesOf(await pages.readForBuild(build))) {
      const target = path.join(api.paths.absOutputPath, file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
    }
  });

  // the dev server makes them from the pages as they are at that moment
  api.addBeforeMiddlewares(() => [
    (req, res, next) => {
      const wanted = decodeURIComponent(req.path ?? '').replace(/^\/+/, '');
      if (!/\.md$|(^|\/)llms(-full)?\.txt$/.test(wanted)) return next();
      const base = String(api.config.base ?? '/').replace(/^\/+/, '');
      pages.read().then(filesOf).then(
        (files) => {
          const file = files.find((candidate) => `${base}${candidate.path}` === wanted);
          if (!file) return next();
          res.type(wanted.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8').send(file.content);
        },
        (error: unknown) => next(error),
      );
    },
  ]);
};
