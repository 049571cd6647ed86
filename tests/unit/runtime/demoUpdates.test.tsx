import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptDemoUpdate, mergeDemos, useDemoUpdates, type DemoHot, type DemoHotData } from '../../../src/runtime/demoUpdates';
import type { DemoData } from '../../../src/runtime/demos';

/** A stand-in for webpack's `module.hot` across one module's runs: the data its dispose filled. */
function hotModule() {
  let data: DemoHotData | undefined;
  let dispose: ((next: DemoHotData) => void) | undefined;
  const accepted: number[] = [];
  const run = (): DemoHot => {
    if (dispose) {
      data = {};
      dispose(data);
    }
    return {
      data,
      accept: () => accepted.push(1),
      dispose: (callback) => {
        dispose = callback;
      },
    };
  };
  return { run, accepted };
}

const Old = () => null;
const New = () => null;
const demo = (code: string, component: unknown): DemoData => ({
  component,
  asset: { id: 'basic', dependencies: { 'index.tsx': { type: 'FILE', value: code } } },
  context: { './utils.ts': {} },
});

describe("a page's demo module run again in the dev server", () => {
  it('accepts its own updates and, on a later run, hands the new source to the demo the page holds', () => {
    const module = hotModule();
    const held = { basic: demo('old', Old) };
    acceptDemoUpdate(module.run(), held, 'code-1');
    expect(module.accepted).toHaveLength(1);

    const versions = renderHook(() => useDemoUpdates());
    const before = versions.result.current;
    act(() => acceptDemoUpdate(module.run(), { basic: demo('new', New) }, 'code-1'));
    expect(module.accepted).toHaveLength(2);
    // the same object, so the page's cached demo has it; the component React Refresh swapped stays
    expect(held.basic.asset?.dependencies).toEqual({ 'index.tsx': { type: 'FILE', value: 'new' } });
    expect(held.basic.component).toBe(Old);
    expect(held.basic.context).toHaveProperty('./utils');
    // and the components that read demos render again
    expect(versions.result.current).toBeGreaterThan(before);
  });

  it('keeps handing updates to the objects of the first run', () => {
    const module = hotModule();
    const held = { basic: demo('1', Old) };
    acceptDemoUpdate(module.run(), held, 'code');
    acceptDemoUpdate(module.run(), { basic: demo('2', New) }, 'code');
    acceptDemoUpdate(module.run(), { basic: demo('3', New) }, 'code');
    expect(held.basic.asset?.dependencies).toEqual({ 'index.tsx': { type: 'FILE', value: '3' } });
  });

  it('takes the new components when the Markdown page changed the module', () => {
    const held = { basic: demo('old', Old) };
    const kept = mergeDemos(held, { basic: demo('old', New), added: demo('x', New) }, false);
    expect(held.basic.component).toBe(New);
    expect(kept.basic).toBe(held.basic);
    expect(kept.added.component).toBe(New);
  });

  it('renders nothing again on the first run', () => {
    const versions = renderHook(() => useDemoUpdates());
    const before = versions.result.current;
    act(() => acceptDemoUpdate(hotModule().run(), { basic: demo('a', Old) }, 'code'));
    expect(versions.result.current).toBe(before);
  });
});
