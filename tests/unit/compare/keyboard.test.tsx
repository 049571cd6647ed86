import { describe, expect, it } from 'vitest';
import { currentPage, probeItemKeys, tabStops } from '@site/compare/keyboard';
import { RELEASE_IDS } from '@site/versions';
import { renderDemo } from './demoOnRelease';

describe('keyboard probe on the installed releases (Jumper demo, page 5)', () => {
  it.each(RELEASE_IDS)('%s: Enter turns the page on an item; Space only from 1.5.0; the page is put back', async (release) => {
    const { root, unmount } = renderDemo('jumper.tsx', release);
    const probe = await probeItemKeys(root);
    expect(probe).toEqual({
      keys: [
        { key: 'Enter', acts: true },
        { key: 'Space', acts: release === '1.5.0' },
      ],
      restored: true,
    });
    expect(currentPage(root)).toBe(5);
    unmount();
  });

  it('Tab reaches both the li and its button in 4.0.4; in 1.5.0 only the li, a named button', () => {
    const old = renderDemo('jumper.tsx', '4.0.4');
    const oldStops = tabStops(old.root);
    old.unmount();
    expect(oldStops.slice(0, 3)).toEqual([
      { kind: 'prevNext', element: 'li', role: null, name: 'Previous Page' },
      { kind: 'prevNext', element: 'button', role: null, name: 'prev page' },
      { kind: 'item', element: 'li', role: null, name: '1' },
    ]);
    expect(oldStops.map((stop) => stop.kind).slice(-2)).toEqual(['sizeChanger', 'jumper']);

    const rc1 = renderDemo('jumper.tsx', '1.5.0');
    const rc1Stops = tabStops(rc1.root);
    rc1.unmount();
    expect(rc1Stops.filter((stop) => stop.element === 'button')).toEqual([]);
    expect(rc1Stops.slice(0, 2)).toEqual([
      { kind: 'prevNext', element: 'li', role: 'button', name: 'Previous Page' },
      { kind: 'item', element: 'li', role: 'button', name: 'Page 1' },
    ]);
    expect(rc1Stops.length).toBeLessThan(oldStops.length);
  });
});
