// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { everyPageLayoutChunks, inChunks, withLayoutsInEntry } from '../../../plugins/bundle/layoutsInEntry';

/** A chunk graph where each module (a string) lists the names of the chunks it is in. */
const graph = (chunks: Record<string, (string | null)[]>) => ({
  chunkGraph: {
    getModuleChunksIterable: (module: unknown) => (chunks[module as string] ?? []).map((name) => ({ name })),
  },
});

describe('layoutsInEntry (the layouts every page renders in the entry script)', () => {
  const layouts = everyPageLayoutChunks('/site', '/site/.dumi/tmp-production');
  const context = graph({
    router: ['dumi__theme__layouts__DocLayout', 'docs__demo__basic.md'],
    wrapper: ['dumi__tmp-production__dumi__theme__ContextWrapper'],
    skip: ['dumi__theme__layouts__GlobalLayout'],
    pagination: ['docs__demo__basic.md', 'docs__index.md'],
    demoLayout: ['dumi__theme__layouts__DemoLayout'],
    unnamed: [null],
  });
  const test = inChunks(layouts);

  it("names the global layout's, the context wrapper's and the document layout's chunks as the routes file does", () => {
    expect([...layouts]).toEqual([
      'dumi__theme__layouts__GlobalLayout',
      'dumi__tmp-production__dumi__theme__ContextWrapper',
      'dumi__theme__layouts__DocLayout',
    ]);
  });

  it("takes the modules of those chunks, shared with pages or not", () => {
    expect(test('router', context)).toBe(true);
    expect(test('wrapper', context)).toBe(true);
    expect(test('skip', context)).toBe(true);
  });

  it("leaves the pages' own modules, the standalone demos' layout and unnamed chunks alone", () => {
    expect(test('pagination', context)).toBe(false);
    expect(test('demoLayout', context)).toBe(false);
    expect(test('unnamed', context)).toBe(false);
  });

  it("sends them to umi's entry chunk and keeps the other cache groups", () => {
    const styles = { name: 'umi', test: /\.css$/, chunks: 'all' };
    const config = withLayoutsInEntry(
      { target: 'web', optimization: { splitChunks: { cacheGroups: { styles } } } },
      layouts,
    );
    const groups: Record<string, unknown> = config.optimization.splitChunks.cacheGroups;
    expect(groups.styles).toBe(styles);
    expect(groups.layouts).toMatchObject({ name: 'umi', chunks: 'async', enforce: true });
  });
});
