/**
 * The one read of every doc page and its content tabs through dumi's markdown transformer, once per
 * build, for the search index and the Markdown twins; an unchanged page comes from the loader's
 * cache (./mdLoaderResults.ts).
 */
import type { IApi } from 'dumi';
import fs from 'fs';
import path from 'path';
import { localeDocRoutes, type PageMeta } from '../../src/search/documents';
import { dumiMdLoaderResults } from './mdLoaderResults';

export interface MdMeta {
  frontmatter: PageMeta['frontmatter'] & {
    nav?: { title?: string; order?: number } | string;
    order?: number;
    description?: string;
  };
  toc: PageMeta['toc'];
  texts: PageMeta['texts'];
  demos?: {
    id: string;
    asset?: {
      id: string;
      title?: string;
      description?: string;
      entry?: string;
      dependencies?: Record<string, { type: string; value: string }>;
    };
  }[];
}

export interface RouteEntry {
  id: string;
  path?: string;
  parentId?: string;
  file?: string;
}

/** One page file as written and as dumi read it. */
export interface ReadFile {
  file: string;
  source: string;
  meta: MdMeta;
}

export interface ReadPage extends ReadFile {
  route: RouteEntry;
  tabs: (ReadFile & { key: string })[];
}

export interface LocalePages {
  locale: { id: string; base?: string };
  pages: ReadPage[];
}

type Transform = (raw: string, opts: Record<string, unknown>) => Promise<{ meta: MdMeta }>;

const TAB_FILE = /\$tab-([^.]+)\./;

/** The content tabs of a page file: `name.$tab-key[.locale].md` beside `name[.locale].md`. */
export function tabFilesOf(
  file: string,
  siblings: readonly string[],
): { key: string; file: string }[] {
  const base = path.basename(file);
  return siblings
    .filter((name) => TAB_FILE.test(name) && name.replace(TAB_FILE, '') === base)
    .sort()
    .map((name) => ({ key: name.match(TAB_FILE)![1], file: path.join(path.dirname(file), name) }));
}

/** The pass of one build (keyed by the onBuildComplete arguments every plugin's hook receives). */
const passes = new WeakMap<object, Promise<LocalePages[]>>();

/**
 * Registers what reading needs (the options dumi gives its markdown loader) and returns the
 * reader: `read()` reads the pages as they are now (the dev server), `readForBuild(build)` once
 * per finished build (`build`: the arguments of onBuildComplete), whoever asks first.
 */
export function pageReader(api: IApi) {
  let loaderOptions: Record<string, unknown> | undefined;
  // what dumi's markdown loader already read, for the pages no edit has changed since
  const loaded = dumiMdLoaderResults<{ meta: MdMeta }>(api.cwd);

  // the options dumi gives its own markdown loader (tech stacks, rehype plugins, routes…)
  api.chainWebpack((memo) => {
    const options = memo.module.rule('dumi-md').oneOf('md-text').use('md-text-loader').get('options');
    if (options) loaderOptions = options as Record<string, unknown>;
    return memo;
  });

  const read = async (): Promise<LocalePages[]> => {
    if (!loaderOptions) throw new Error('pageReader: dumi markdown loader options not found');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const transform: Transform = require('dumi/dist/loaders/markdown/transformer').default;
    const routes = api.appData.routes as Record<string, RouteEntry>;
    const locales = (api.config.locales ?? []) as { id: string; base?: string }[];
    const readFile = async (file: string): Promise<ReadFile> => {
      const source = fs.readFileSync(file, 'utf8');
      const found = loaded.find(file, source, loaderOptions!);
      if (found) return { file, source, meta: found.meta };
      return { file, source, meta: (await transform(source, { ...loaderOptions, fileAbsPath: file })).meta };
    };
    // every page at once: dumi's transformer waits on esbuild for each demo, and the pages'
    // waits overlap (at 10x the demo pages, one after the other took 15-40 s of the build)
    return Promise.all(
      locales.map(async (locale) => ({
        locale,
        pages: await Promise.all(
          localeDocRoutes(routes, locales, locale.id)
            .filter((route) => route.file)
            .map(async (route) => {
              const file = path.resolve(api.cwd, route.file!);
              const tabFiles = tabFilesOf(file, fs.readdirSync(path.dirname(file)));
              const [page, ...tabs] = await Promise.all([file, ...tabFiles.map((tab) => tab.file)].map(readFile));
              return { ...page, route, tabs: tabs.map((tab, index) => ({ ...tab, key: tabFiles[index].key })) };
            }),
        ),
      })),
    );
  };

  const readForBuild = (build: object): Promise<LocalePages[]> => {
    if (!passes.has(build)) passes.set(build, read());
    return passes.get(build)!;
  };

  return { read, readForBuild };
}
