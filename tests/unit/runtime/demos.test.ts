import { afterEach, describe, expect, it } from 'vitest';
import {
  demoIdCandidates,
  getFullDemos,
  installDemos,
  provideDemoIndex,
  resetDemos,
  useDemo,
  type DemoData,
  type DemoIndex,
} from '../../../src/runtime/demos';

/** Calls useDemo as React would: again after each promise it throws, until it returns. */
async function demoOf(...args: Parameters<typeof useDemo>): Promise<DemoData | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return useDemo(...args);
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown;
      await thrown.catch(() => {});
    }
  }
  throw new Error('useDemo never settled');
}

function pageIndex(ids: string[], demos: Record<string, DemoData>, loads = { count: 0 }): DemoIndex {
  return {
    ids,
    getter: async () => {
      loads.count += 1;
      return { demos };
    },
  };
}

describe('useDemo without a demo index in the entry script (src/runtime/demos.ts)', () => {
  afterEach(() => {
    resetDemos();
    installDemos({ loadPage: async () => {}, lookup: async () => ({ demoIndexes: {} }) });
  });

  const basic = { asset: { id: 'demo-basic', title: 'Basic' }, context: { './util.ts': 1 } };
  const sizer = { asset: { id: 'demo-sizer', title: 'Sizer' } };

  function setup(pages: Record<string, DemoIndex>) {
    const calls = { lookups: 0, pages: [] as string[] };
    installDemos({
      loadPage: async (routeId) => {
        calls.pages.push(routeId);
        provideDemoIndex(routeId, pages[routeId]);
      },
      lookup: async () => {
        calls.lookups += 1;
        return { demoIndexes: pages };
      },
    });
    return calls;
  }

  it("finds a demo through the index its page provided, loading nothing else", async () => {
    const calls = setup({});
    const loads = { count: 0 };
    provideDemoIndex('docs/demo/basic', pageIndex(['demo-basic'], { 'demo-basic': basic }, loads));
    const demo = await demoOf('demo-basic');
    expect(demo?.asset?.title).toBe('Basic');
    expect(loads.count).toBe(1);
    expect(calls).toEqual({ lookups: 0, pages: [] });
    // the result is kept: no second load
    expect(useDemo('demo-basic')).toBe(demo);
    expect(loads.count).toBe(1);
  });

  it("loads the page named by the route id (a standalone demo page's ?routeId=), not the lookup", async () => {
    const calls = setup({ 'docs/demo/sizer': pageIndex(['demo-sizer'], { 'demo-sizer': sizer }) });
    const demo = await demoOf('demo-sizer', undefined, undefined, 'docs/demo/sizer');
    expect(demo?.asset?.title).toBe('Sizer');
    expect(calls).toEqual({ lookups: 0, pages: ['docs/demo/sizer'] });
  });

  it('falls back to the lookup of every page when nothing says where the demo is, once', async () => {
    const calls = setup({
      'docs/demo/basic': pageIndex(['demo-basic'], { 'demo-basic': basic }),
      'docs/demo/sizer': pageIndex(['demo-sizer'], { 'demo-sizer': sizer }),
    });
    expect((await demoOf('demo-sizer'))?.asset?.title).toBe('Sizer');
    expect((await demoOf('demo-basic'))?.asset?.title).toBe('Basic');
    expect(calls.lookups).toBe(1);
    expect(await demoOf('demo-missing')).toBeUndefined();
  });

  it("finds a translated page's demo under its first language's id", async () => {
    setup({});
    provideDemoIndex('docs/demo/basic.zh-CN', pageIndex(['demo-basic'], { 'demo-basic': basic }));
    expect(demoIdCandidates('demo-basic-zh-CN')).toEqual(['demo-basic-zh-CN', 'demo-basic']);
    expect((await demoOf('demo-basic-zh-CN'))?.asset?.title).toBe('Basic');
  });

  it("lists a live demo's files also without their extension", async () => {
    setup({});
    provideDemoIndex('docs/demo/basic', pageIndex(['demo-basic'], { 'demo-basic': { ...basic, context: { './util.ts': 1 } } }));
    expect((await demoOf('demo-basic'))?.context).toEqual({ './util.ts': 1, './util': 1 });
  });

  it('uses the loader it is given', async () => {
    setup({});
    const demo = await demoOf('demo-x', async () => ({ demos: { 'demo-x': { asset: { title: 'X' } } } }));
    expect(demo?.asset?.title).toBe('X');
  });

  it('throws a failed load to the error boundary, and loads again on the next render', async () => {
    setup({});
    let attempts = 0;
    provideDemoIndex('docs/demo/basic', {
      ids: ['demo-basic'],
      getter: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('ChunkLoadError');
        return { demos: { 'demo-basic': basic } };
      },
    });
    await expect(demoOf('demo-basic')).rejects.toThrow('ChunkLoadError');
    expect((await demoOf('demo-basic'))?.asset?.title).toBe('Basic');
  });

  it('gives every demo of the site, each with its route id', async () => {
    setup({
      'docs/demo/basic': pageIndex(['demo-basic'], { 'demo-basic': { ...basic } }),
      'docs/demo/sizer': pageIndex(['demo-sizer'], { 'demo-sizer': { ...sizer } }),
      'docs/index': pageIndex([], {}),
    });
    const all = await getFullDemos();
    expect(Object.keys(all).sort()).toEqual(['demo-basic', 'demo-sizer']);
    expect(all['demo-sizer'].routeId).toBe('docs/demo/sizer');
    expect(all['demo-basic'].routeId).toBe('docs/demo/basic');
  });
});
