// @vitest-environment node
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { packageDir, type PatchEntry } from '../../../plugins/compat/check.cjs';
import { PATCHES } from '../../../plugins/compat/registry.cjs';
import { UNUSED, trimMiniSearch } from '../../../plugins/patches/trimMiniSearch.cjs';
import type { SearchEngine } from '../../../src/search/engine';
import type { SearchGroup, SearchPage } from '../../../src/search/types';
import type { LanguageWords } from '../../../src/search/words';
import { QUERIES, VISITOR_QUERIES, snapshotIndexFiles } from '../../search-queries/relevance';

const root = path.resolve(__dirname, '../../..');
const patch = PATCHES.find((entry) => entry.name === 'trimMiniSearch') as PatchEntry;
const file = path.join(packageDir(patch, root), patch.file);
const installed = readFileSync(file, 'utf8');
const trimmed = trimMiniSearch(installed);

interface Search {
  createSearchEngine: (pages: readonly SearchPage[], words: LanguageWords) => SearchEngine;
  searchPages: (engine: SearchEngine, input: string) => SearchGroup[];
  readSearchIndex: (data: unknown, locale: string) => SearchPage[];
  readSearchWords: (data: unknown, locale: string) => LanguageWords;
}

/** The site's search code bundled as webpack bundles it, with MiniSearch trimmed or not. */
async function bundleSearch(trim: boolean): Promise<{ search: Search; patchedFiles: number }> {
  let patchedFiles = 0;
  const trimPlugin: Plugin = {
    name: 'trim-minisearch',
    setup(build) {
      build.onLoad({ filter: /[\\/]minisearch[\\/]dist[\\/]es[\\/]index\.js$/ }, (args) => {
        patchedFiles += 1;
        return { contents: trimMiniSearch(readFileSync(args.path, 'utf8')), loader: 'js' };
      });
    },
  };
  const src = (name: string) => JSON.stringify(path.join(root, 'src/search', name));
  const { outputFiles } = await build({
    stdin: {
      contents: [
        `export { createSearchEngine } from ${src('engine')};`,
        `export { searchPages } from ${src('query')};`,
        `export { readSearchIndex, readSearchWords } from ${src('indexFile')};`,
      ].join('\n'),
      resolveDir: root,
      sourcefile: 'search.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: trim ? [trimPlugin] : [],
  });
  const module = { exports: {} as Search };
  new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
  return { search: module.exports, patchedFiles };
}

/** Beyond the relevance suite: prefixes as typed, typos, part words, questions, no match. */
const MORE = {
  'en-US': ['p', 'pa', 'pag', 'showsiz', 'jumpr', 'sizechangr', 'item render', 'how to change page size', 'xyzzy', 'total'],
  'zh-CN': ['每', '每页', '条数', '快速跳', '国际化 语言', '怎么设置每页条数', 'showSizeChanger', '没有样式', 'itemRende', '不存在的词'],
} as Record<string, string[]>;

/** The methods the code (comments aside) calls on MiniSearch or its tree but no class defines. */
function missingCalls(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const defined = new Set([...code.matchAll(/\n    (?:static |async |get )*(\w+)\(/g)].map(([, name]) => name));
  const called = [...code.matchAll(/\b(?:this|this\._index|SearchableMap|miniSearch)\.(\w+)\(/g)];
  expect(called.length).toBeGreaterThan(10);
  return [...new Set(called.map(([, name]) => name))].filter((name) => !defined.has(name));
}

describe('trimMiniSearch (MiniSearch without the members the site never calls)', () => {
  it('cuts every listed member out of the installed file, and fails whole on another file', () => {
    expect(trimmed).not.toBe(installed);
    for (const name of [...UNUSED.MiniSearch, ...UNUSED.SearchableMap]) {
      expect(trimmed, name).not.toMatch(new RegExp(`\\n    (static |async |get )*${name}\\(`));
    }
    expect(trimmed).not.toContain('this.removeTerm(');
    // what search uses stays
    for (const kept of ['addAll(', 'search(', 'executeQuerySpec(', 'atPrefix(', 'fuzzyGet(', 'fetch(']) {
      expect(trimmed).toContain(`\n    ${kept}`);
    }
    // all or nothing: one member gone from the file leaves it unchanged
    const drifted = installed.replace('\n    autoSuggest(', '\n    suggestions(');
    expect(trimMiniSearch(drifted)).toBe(drifted);
    expect(trimMiniSearch('')).toBe('');
  });

  it('leaves no call of a method that is gone', () => {
    expect(missingCalls(installed)).toEqual([]);
    expect(missingCalls(trimmed)).toEqual([]);
    // the check sees one
    expect(missingCalls(trimmed.replace('\n    fuzzyGet(', '\n    fuzzyFind('))).toEqual(['fuzzyGet']);
  });

  it('gives the same hits and scores as the installed MiniSearch, for every query of the suites in both languages', async () => {
    const whole = await bundleSearch(false);
    const trim = await bundleSearch(true);
    expect(whole.patchedFiles).toBe(0);
    expect(trim.patchedFiles).toBe(1);
    const files = snapshotIndexFiles();
    for (const locale of ['en-US', 'zh-CN']) {
      const engine = (search: Search) =>
        search.createSearchEngine(
          search.readSearchIndex(files[locale], locale),
          search.readSearchWords(files[locale], locale),
        );
      const before = engine(whole.search);
      const after = engine(trim.search);
      const queries = [
        ...QUERIES.filter((query) => query.locale === locale).map(({ query }) => query),
        ...VISITOR_QUERIES.filter((query) => query.locale === locale).map(({ query }) => query),
        ...MORE[locale],
      ];
      let found = 0;
      for (const query of queries) {
        const raw = (engine: SearchEngine) =>
          engine.search(query).map(({ id, score, terms, queryTerms, match }) => ({
            id,
            score,
            terms,
            queryTerms,
            match,
          }));
        expect(raw(after), `${locale} ${query}`).toEqual(raw(before));
        expect(trim.search.searchPages(after, query)).toEqual(whole.search.searchPages(before, query));
        found += raw(after).length;
      }
      expect(found).toBeGreaterThan(queries.length);
    }
  });
});
