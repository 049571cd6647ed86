// @vitest-environment node
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseKey, depsHold, dumiMdCache, dumiMdLoaderResults, keepMdLoaderKeys, type MdCache } from '../../../plugins/pages/mdLoaderResults';

const root = path.resolve(__dirname, '../../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

/** A cache in memory, with the calls the loader makes. */
function memoryCache(): MdCache & { stored: Map<string, unknown> } {
  const stored = new Map<string, unknown>();
  return {
    stored,
    getSync: (key, fallback) => (stored.has(key) ? structuredClone(stored.get(key)) : fallback),
    setSync(key, value) {
      stored.set(key, structuredClone(value));
      return this;
    },
  };
}

const hash = (text: string) => `h${text.length}`;

describe('the pages as the markdown loader read them (plugins/pages/mdLoaderResults.ts)', () => {
  it("builds the key's first part as the loader does, without mode, builtins and onResolveDemos", () => {
    const options = { mode: 'text', cwd: '/site', builtins: { A: 1 }, onResolveDemos: () => {}, locales: [] };
    expect(baseKey('/site/docs/a.md', 'abc', options, hash)).toBe('/site/docs/a.md:h3:false:{"cwd":"/site","locales":[]}');
  });

  it('takes a key whose embedded files still have their hashes, and no other', () => {
    const files: Record<string, string> = { '/site/docs/part.md': 'four' };
    const read = (file: string) => {
      if (!(file in files)) throw new Error('ENOENT');
      return files[file];
    };
    expect(depsHold('[]', hash, read)).toBe(true);
    expect(depsHold('["/site/docs/part.md:h4"]', hash, read)).toBe(true);
    expect(depsHold('["/site/docs/part.md:h5"]', hash, read)).toBe(false);
    expect(depsHold('["/site/docs/gone.md:h4"]', hash, read)).toBe(false);
    expect(depsHold('not json', hash, read)).toBe(false);
  });

  it('finds what the loader wrote or read, for the same text and options only, and puts the cache back', () => {
    const cache = memoryCache();
    const { getSync, setSync } = cache;
    const results = keepMdLoaderKeys<{ meta: { title: string } }>(cache, hash, () => '');
    const options = { mode: 'text', cwd: '/site' };
    const key = `${baseKey('/site/a.md', 'text', options, hash)}:[]`;
    cache.setSync(key, { meta: { title: 'A' } });
    // a key read from an earlier build's cache counts too
    cache.stored.set(`${baseKey('/site/b.md', 'bee', options, hash)}:[]`, { meta: { title: 'B' } });
    cache.getSync(`${baseKey('/site/b.md', 'bee', options, hash)}:[]`, '');
    cache.getSync('missing', '');
    expect(results.size).toBe(2);
    expect(results.find('/site/a.md', 'text', { ...options, mode: 'demo' })).toEqual({ meta: { title: 'A' } });
    expect(results.find('/site/b.md', 'bee', options)).toEqual({ meta: { title: 'B' } });
    expect(results.find('/site/a.md', 'edited', options)).toBeUndefined();
    expect(results.find('/site/a.md', 'text', { ...options, cwd: '/other' })).toBeUndefined();
    results.restore();
    expect(cache.getSync).toBe(getSync);
    expect(cache.setSync).toBe(setSync);
  });
});

describe("the installed dumi's markdown loader, noted", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-loader-results-'));
    fs.mkdirSync(path.join(dir, 'docs'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Runs dumi's loader on `file` as webpack would for its `?text` variant; resolves with its output. */
  function runLoader(file: string, options: Record<string, unknown>): Promise<string> {
    const mdLoader = requireFromRoot('dumi/dist/loaders/markdown').default as (this: object, source: string) => void;
    return new Promise((resolve, reject) => {
      mdLoader.call(
        {
          getOptions: () => options,
          resourcePath: file,
          resourceQuery: '?text',
          cacheable() {},
          addDependency() {},
          async: () => (error: Error | null, output: string) => (error ? reject(error) : resolve(output)),
        },
        fs.readFileSync(file, 'utf8'),
      );
    });
  }

  it("finds the page the loader transformed, as dumi's transformer reads it, until an embedded file changes", async () => {
    const page = path.join(dir, 'docs/page.md');
    const part = path.join(dir, 'docs/part.md');
    fs.writeFileSync(page, '---\ntitle: A page\n---\n# Heading\n\nSome text.\n\n<embed src="./part.md"></embed>\n');
    fs.writeFileSync(part, 'Embedded text.\n');
    const options = {
      techStacks: [],
      cwd: dir,
      alias: {},
      resolve: { docDirs: ['docs'], atomDirs: [] },
      routes: {},
      locales: [],
      pkg: {},
      mode: 'text',
    };
    const { cache, hash: dumiHash } = dumiMdCache(root);
    const results = keepMdLoaderKeys<{ meta: { texts: unknown; toc: unknown; frontmatter: { title: string } } }>(
      cache,
      dumiHash,
    );
    try {
      const output = await runLoader(page, options);
      expect(output).toContain('Embedded text.');
      const source = fs.readFileSync(page, 'utf8');
      const found = results.find(page, source, options);
      const transform = requireFromRoot('dumi/dist/loaders/markdown/transformer').default as (
        raw: string,
        opts: object,
      ) => Promise<{ meta: object }>;
      const direct = await transform(source, { ...options, fileAbsPath: page });
      expect(found?.meta.frontmatter.title).toBe('A page');
      // outside a git repository dumi dates a page with the time it read it
      const undated = (meta: object) => {
        const copy = JSON.parse(JSON.stringify(meta));
        delete copy.frontmatter.lastUpdated;
        return copy;
      };
      expect(undated(found!.meta)).toEqual(undated(direct.meta));

      fs.writeFileSync(part, 'Changed.\n');
      expect(results.find(page, source, options)).toBeUndefined();
    } finally {
      results.restore();
    }
  });
});

describe('one set of notes per process', () => {
  it('gives every reader of the pages the same notes on the same cache', () => {
    const first = dumiMdLoaderResults(root);
    const second = dumiMdLoaderResults(root);
    expect(second).toBe(first);
    const { cache } = dumiMdCache(root);
    const setSync = cache.setSync;
    // a second reader does not wrap the cache again
    dumiMdLoaderResults(root);
    expect(cache.setSync).toBe(setSync);
  });
});
