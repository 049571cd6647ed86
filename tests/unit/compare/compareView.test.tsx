import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseCost } from '@site/compare';
import { findPagination, measure } from '@site/compare/probe';
import { DEFAULT_PAIR, pairOf } from '@site/compare/pair';
import type { Measures } from '@site/sandbox';
import { changeSections, releaseMeasures, RUNNING, sideAfter } from '@theme/CompareReleases/compareReport';
import { PROBE_DEADLINE_MS, useCompareMeasures } from '@theme/CompareReleases/useCompareMeasures';
import { compareKey, readStoredCompare } from '@theme/Previewer/Live/sessionEdits';
import { useCompareToggle } from '@theme/Previewer/Live/useCompareToggle';
import { renderDemo } from './demoOnRelease';

const measured = (measures: Partial<Measures>): Measures => ({
  markup: { prefix: 'rc-pagination', elements: [] },
  tabStops: [],
  keys: { keys: [], restored: true },
  violations: [],
  ...measures,
});

describe('the probe, in a comparison frame (Jumper demo)', () => {
  it("finds the pagination and measures it on the documented release and on 1.5.0; the key probe puts the page back", async () => {
    for (const release of ['4.0.4', '1.5.0'] as const) {
      const { root, unmount } = renderDemo('jumper.tsx', release);
      const container = root.parentElement!.parentElement!;
      expect(findPagination(container)).toBe(root);
      const measures = await measure(container);
      unmount();
      expect(measures?.tabStops).toHaveLength(release === '1.5.0' ? 10 : 17);
      expect(measures?.keys).toEqual({ keys: [{ key: 'Enter', acts: true }, { key: 'Space', acts: release === '1.5.0' }], restored: true });
      expect(measures?.violations.map((violation) => violation.id)).toEqual(release === '1.5.0' ? ['aria-allowed-role', 'list', 'nested-interactive'] : []);
    }
  });

  it('finds a pagination by its own prefix, and says when there is none', async () => {
    document.body.innerHTML = '<div><ul class="x"><li>a</li></ul><ul class="my-pager"><li class="my-pager-item my-pager-item-1">1</li></ul></div>';
    expect(findPagination(document.body)?.className).toBe('my-pager');
    document.body.innerHTML = '<div><ul class="x"><li>a</li></ul></div>';
    expect(await measure(document.body)).toBeNull();
  });
});

describe("the comparison's shaping", () => {
  it('turns the probe events into a side\'s states', () => {
    expect(sideAfter(null)).toEqual({ status: 'measuring' });
    expect(sideAfter({ type: 'probeFailed', run: 1, reason: 'noPagination' })).toEqual({ status: 'failed', reason: 'noPagination' });
    const measures = measured({ tabStops: [{ kind: 'item', element: 'li', role: null, name: '1' }] });
    expect(sideAfter({ type: 'measures', run: 1, ...measures })).toEqual({ status: 'measured', measures });
  });

  it('lists what changes by category, markup by kind, and only what both sides measured', () => {
    const cost = (release: '4.0.4' | '1.5.0', gzip: number): ReleaseCost => ({ release, bytes: gzip * 3, gzip, peerReact: '>=16.9.0', dependencies: [] });
    const from = releaseMeasures('4.0.4', { status: 'measured', measures: measured({ keys: { keys: [{ key: 'Space', acts: false }], restored: true } }) }, cost('4.0.4', 7377));
    const li = { kind: 'item' as const, element: 'li', role: 'button', aria: {}, tabIndex: '0', classes: ['~item'] };
    const to = releaseMeasures('1.5.0', { status: 'measured', measures: measured({ markup: { prefix: 'rc-pagination', elements: [li] }, keys: { keys: [{ key: 'Space', acts: true }], restored: true } }) }, cost('1.5.0', 7243));
    const sections = changeSections(from, to);
    expect(sections.map((section) => section.category)).toEqual(['property', 'markup', 'keyboard', 'cost']);
    expect(sections[1].groups.map((group) => group.kind)).toEqual(['item']);
    expect(sections[2].groups).toEqual([{ kind: null, items: [expect.objectContaining({ key: 'compare.moving.keyboard.keyActs' })] }]);
    // a side still running adds nothing measured: the release data's property notes alone
    const waiting = changeSections(releaseMeasures('4.0.4', RUNNING), to);
    expect(waiting.map((section) => section.category)).toEqual(['property']);
  });
});

describe('useCompareMeasures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const files = [{ name: 'index.tsx', code: '' }];

  it('fails a side that was asked and stays silent, alone; the other keeps its measures', () => {
    const { result } = renderHook(() => useCompareMeasures(DEFAULT_PAIR, files, {}));
    act(() => result.current.handlers[0].onProbe(null));
    act(() => result.current.handlers[1].onProbe(null));
    act(() => result.current.handlers[1].onProbe({ type: 'measures', run: 1, ...measured({}) }));
    act(() => vi.advanceTimersByTime(PROBE_DEADLINE_MS - 1));
    expect(result.current.sides[0]).toEqual({ status: 'measuring' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.sides).toEqual([{ status: 'failed', reason: 'silent' }, { status: 'measured', measures: measured({}) }]);
  });

  it('keeps the measures of a side whose demo throws once measured; a side that threw before fails', () => {
    const { result } = renderHook(() => useCompareMeasures(DEFAULT_PAIR, files, {}));
    act(() => result.current.handlers[0].onProbe({ type: 'measures', run: 1, ...measured({}) }));
    act(() => result.current.handlers[0].onRunFailed('run'));
    act(() => result.current.handlers[1].onRunFailed('stopped'));
    expect(result.current.sides).toEqual([{ status: 'measured', measures: measured({}) }, { status: 'failed', reason: 'stopped' }]);
  });

  it('starts a side over when its release changes, and says when its run failed', () => {
    const { result, rerender } = renderHook(({ pair }) => useCompareMeasures(pair, files, {}), { initialProps: { pair: DEFAULT_PAIR } });
    act(() => result.current.handlers[0].onProbe({ type: 'measures', run: 1, ...measured({}) }));
    act(() => result.current.handlers[1].onRunFailed('run'));
    rerender({ pair: { ...DEFAULT_PAIR, from: '5.1.0' } });
    expect(result.current.sides).toEqual([RUNNING, { status: 'failed', reason: 'run' }]);
  });
});

describe("the comparison's toggle and pair", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const pairAfter = (toggle: ReturnType<typeof useCompareToggle>) => pairOf(toggle.named, toggle.chosen);

  it('opens on the pair a share address names, and keeps what it could not take as text', () => {
    window.history.replaceState(null, '', '/demo/jumper#demo-a~~5.1.0~<b>9</b>');
    const { result } = renderHook(() => useCompareToggle('demo-a'));
    expect(result.current.open).toBe(true);
    expect(pairAfter(result.current)).toEqual({ pair: { from: '5.1.0', to: '1.5.0' }, rejected: ['<b>9</b>'] });
    act(() => result.current.choose({ from: '4.3.0', to: '1.5.0' }));
    expect(pairAfter(result.current)).toEqual({ pair: { from: '4.3.0', to: '1.5.0' }, rejected: [] });
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it("keeps the open comparison and its pair for the demo in the other language, and forgets it once closed", () => {
    window.history.replaceState(null, '', '/demo/jumper');
    const { result, unmount } = renderHook(() => useCompareToggle('demo-jumper'));
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    act(() => result.current.keep({ from: '4.3.0', to: '5.1.0' }));
    unmount();
    // the language switch: the same demo, its id with the page's language
    window.history.replaceState(null, '', '/zh-CN/demo/jumper');
    const other = renderHook(() => useCompareToggle('demo-jumper.zh-cn'));
    expect(other.result.current.open).toBe(true);
    expect(pairAfter(other.result.current)).toEqual({ pair: { from: '4.3.0', to: '5.1.0' }, rejected: [] });
    act(() => other.result.current.toggle());
    other.unmount();
    expect(renderHook(() => useCompareToggle('demo-jumper')).result.current.open).toBe(false);
  });

  it("keeps a pick made under a share address's pair across the language switch, both ways; another link's pair still wins", () => {
    window.history.replaceState(null, '', '/demo/jumper#demo-jumper~~4.3.0~1.5.0');
    const first = renderHook(() => useCompareToggle('demo-jumper'));
    // the view shows the link's pair, then the visitor's pick
    act(() => first.result.current.keep({ from: '4.3.0', to: '1.5.0' }));
    act(() => first.result.current.choose({ from: '4.3.0', to: '5.1.0' }));
    act(() => first.result.current.keep({ from: '4.3.0', to: '5.1.0' }));
    first.unmount();
    // the language switch carries the address's hash, which names the English page's demo
    for (const [path, id] of [['/zh-CN/demo/jumper#demo-jumper~~4.3.0~1.5.0', 'demo-jumper.zh-cn'], ['/demo/jumper#demo-jumper~~4.3.0~1.5.0', 'demo-jumper']]) {
      window.history.replaceState(null, '', path);
      const switched = renderHook(() => useCompareToggle(id));
      expect(pairAfter(switched.result.current), path).toEqual({ pair: { from: '4.3.0', to: '5.1.0' }, rejected: [] });
      act(() => switched.result.current.keep(pairAfter(switched.result.current).pair));
      switched.unmount();
    }
    // a link naming another pair is the link's
    window.history.replaceState(null, '', '/demo/jumper#demo-jumper~~4.0.4~1.5.0');
    const other = renderHook(() => useCompareToggle('demo-jumper'));
    expect(pairAfter(other.result.current)).toEqual({ pair: { from: '4.0.4', to: '1.5.0' }, rejected: [] });
    other.unmount();
    window.sessionStorage.clear();
  });

  it('reads back from storage only two releases the site runs on', () => {
    for (const stored of ['<img src=x onerror=alert(1)>~1.5.0', '4.0.4~9.9.9', '4.0.4~1.5.0~5.1.0', '4.0.4~~1.5.0', '~', '', `4.0.4~${'1.5.0'.repeat(10_000)}`, '__proto__~constructor']) {
      window.sessionStorage.setItem(compareKey('demo-b'), stored);
      const { result, unmount } = renderHook(() => useCompareToggle('demo-b'));
      expect(result.current.open, stored.slice(0, 40)).toBe(false);
      unmount();
    }
    expect(readStoredCompare('demo-b')).toBeNull();
    window.sessionStorage.setItem(compareKey('demo-b'), '5.1.0~4.0.4');
    expect(readStoredCompare('demo-b.zh-cn')).toEqual(['5.1.0', '4.0.4']);
    window.sessionStorage.clear();
  });

  it('stays closed on the default pair without one', () => {
    window.history.replaceState(null, '', '/demo/jumper#demo-a');
    const { result } = renderHook(() => useCompareToggle('demo-a'));
    expect(result.current.open).toBe(false);
    expect(pairAfter(result.current)).toEqual({ pair: DEFAULT_PAIR, rejected: [] });
  });
});
