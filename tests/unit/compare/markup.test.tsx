import { describe, expect, it } from 'vitest';
import { describeMarkup, diffMarkup, normaliseClass, type MarkupDescription } from '@site/compare/markup';
import type { ReleaseId } from '@site/versions';
import { renderDemo } from './demoOnRelease';

/** The Jumper demo's pagination on `release`, described. */
function jumperMarkup(release: ReleaseId): MarkupDescription {
  const { root, unmount } = renderDemo('jumper.tsx', release);
  const description = describeMarkup(root);
  unmount();
  return description;
}

describe('normaliseClass', () => {
  it('compares classes across releases: the prefix is ~, a page number #', () => {
    expect(normaliseClass('rc-pagination-item-active', 'rc-pagination')).toBe('~item-active');
    expect(normaliseClass('rc-pagination-item-23', 'rc-pagination')).toBe('~item-#');
    expect(normaliseClass('rc-pagination', 'rc-pagination')).toBe('~');
    expect(normaliseClass('rc-select-single', 'rc-pagination')).toBe('rc-select-single');
  });
});

describe('describeMarkup on the installed releases (Jumper demo)', () => {
  const old = jumperMarkup('4.0.4');
  const rc1 = jumperMarkup('1.5.0');
  const itemsOf = (markup: MarkupDescription, element: string) =>
    markup.elements.filter((entry) => entry.kind === 'item' && entry.element === element);

  it('4.0.4: page items are li with no role, each holding a plain <a>', () => {
    expect(old.elements[0]).toMatchObject({ kind: 'list', element: 'ul', role: null, classes: ['~'] });
    expect(itemsOf(old, 'li').length).toBeGreaterThan(0);
    for (const item of itemsOf(old, 'li')) expect(item).toMatchObject({ role: null, tabIndex: '0', aria: {} });
    for (const link of itemsOf(old, 'a')) expect(link).toMatchObject({ role: null, tabIndex: null, aria: {} });
    expect(old.elements.some((entry) => entry.kind === 'sizeChanger' && entry.role === 'combobox')).toBe(true);
  });

  it('1.5.0: page items are li role="button" named "Page n", the current one aria-current, the <a> hidden', () => {
    for (const item of itemsOf(rc1, 'li')) {
      expect(item).toMatchObject({ role: 'button', tabIndex: '0' });
      expect(item.aria['aria-label']).toMatch(/^Page \d+$/);
    }
    expect(itemsOf(rc1, 'li').filter((item) => item.classes.includes('~item-active')).map((item) => item.aria)).toEqual([
      { 'aria-label': 'Page 5', 'aria-current': 'page' },
    ]);
    for (const link of itemsOf(rc1, 'a')) expect(link).toMatchObject({ tabIndex: '-1', aria: { 'aria-hidden': 'true' } });
  });

  it('diffMarkup names what 1.5.0 changes per kind, and nothing where a release is compared with itself', () => {
    expect(diffMarkup(old, old)).toEqual([]);
    const diff = diffMarkup(old, rc1);
    const changesOf = (kind: string) => diff.find((entry) => entry.kind === kind)?.changes ?? [];
    expect(changesOf('item')).toEqual(
      expect.arrayContaining([
        { facet: 'role', element: 'li', name: '', before: ['(none)'], after: ['button'], change: 'changed' },
        { facet: 'aria', element: 'a', name: 'aria-hidden', before: [], after: ['true'], change: 'added' },
        { facet: 'aria', element: 'li', name: 'aria-current', before: [], after: ['page'], change: 'added' },
        { facet: 'tabindex', element: 'a', name: '', before: ['(none)'], after: ['-1'], change: 'changed' },
      ]),
    );
    // the name moves from the inner button to the li
    expect(changesOf('prevNext')).toEqual(
      expect.arrayContaining([
        { facet: 'aria', element: 'button', name: 'aria-label', before: ['next page', 'prev page'], after: [], change: 'removed' },
        { facet: 'aria', element: 'li', name: 'aria-label', before: [], after: ['Next Page', 'Previous Page'], change: 'added' },
      ]),
    );
    // 1.x ignores selectComponentClass: the demo's size changer is gone
    expect(diff.find((entry) => entry.kind === 'sizeChanger')).toEqual({ kind: 'sizeChanger', status: 'removed', changes: [] });
    expect(diff.find((entry) => entry.kind === 'jumper')).toBeUndefined();
    // the reverse direction swaps before and after
    expect(diffMarkup(rc1, old).find((entry) => entry.kind === 'sizeChanger')?.status).toBe('added');
  });
});
