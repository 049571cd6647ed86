import { describe, expect, it } from 'vitest';
import type { ViolationSummary } from '@site/compare/axe';
import type { ReleaseCost } from '@site/compare/cost';
import type { MarkupDescription } from '@site/compare/markup';
import { formatMoving, movingMessages, type Language } from '@site/compare/messages';
import { movingItems, type ReleaseMeasures } from '@site/compare/moving';

const li = (role: string | null, aria: Record<string, string> = {}) =>
  ({ kind: 'item', element: 'li', role, aria, tabIndex: '0', classes: ['~item'] }) as const;
const markup = (item: ReturnType<typeof li>): MarkupDescription => ({
  prefix: 'rc-pagination',
  elements: [{ kind: 'list', element: 'ul', role: null, aria: {}, tabIndex: null, classes: ['~'] }, item],
});
const violation = (id: string, nodes: number): ViolationSummary => ({ id, nodes, impact: 'serious', helpUrl: `https://dequeuniversity.com/rules/axe/4.13/${id}` });
const cost = (release: ReleaseCost['release'], gzip: number, util: string, peerReact: string): ReleaseCost => ({
  release,
  bytes: gzip * 2,
  gzip,
  peerReact: '>=16.9.0',
  dependencies: [{ name: util, range: '^1.0.0', version: '1.0.0', peerReact }],
});

const OLD: ReleaseMeasures = {
  release: '4.0.4',
  markup: markup(li(null)),
  tabStops: [],
  keys: { keys: [{ key: 'Enter', acts: true }, { key: 'Space', acts: false }], restored: true },
  violations: [],
  cost: cost('4.0.4', 7377, 'rc-util', '>=16.9.0'),
};
const NEW: ReleaseMeasures = {
  release: '1.5.0',
  markup: markup(li('button', { 'aria-label': 'Page 1' })),
  tabStops: [],
  keys: { keys: [{ key: 'Enter', acts: true }, { key: 'Space', acts: true }], restored: true },
  violations: [violation('nested-interactive', 4), violation('list', 1)],
  cost: cost('1.5.0', 7243, '@rc-component/util', '>=18.0.0'),
};

describe('movingItems', () => {
  it('lists properties, then markup, keyboard, accessibility and cost, from 4.0.4 to 1.5.0', () => {
    const items = movingItems(OLD, NEW);
    expect(items.map((item) => item.id)).toEqual([
      'property:align',
      'property:simple',
      // showSizeChanger is a boolean in both (4.3's SelectProps came and went): no item
      'property:selectComponentClass',
      'property:sizeChangerRender',
      'property:pageSizeOptions',
      'property:selectPrefixCls',
      'property:classNames',
      'property:styles',
      'property:onChange',
      'markup:item:aria:li:aria-label',
      'markup:item:role:li:',
      'keyboard:Space',
      'accessibility:list',
      'accessibility:nested-interactive',
      'cost:gzip',
      'cost:dependency:@rc-component/util',
      'cost:dependency:rc-util',
      'cost:react',
    ]);
    const byId = (id: string) => items.find((item) => item.id === id);
    expect(byId('property:selectComponentClass')).toMatchObject({ key: 'compare.moving.property.removed', section: 'v500' });
    expect(byId('property:selectPrefixCls')?.key).toBe('compare.moving.property.unused');
    expect(byId('property:onChange')).toMatchObject({ key: 'compare.moving.property.changed', section: 'rc1x' });
    expect(byId('keyboard:Space')).toMatchObject({ key: 'compare.moving.keyboard.keyActs', values: { key: 'Space' } });
    expect(byId('cost:gzip')).toMatchObject({ key: 'compare.moving.cost.smaller', values: { difference: 134, percent: 1.8 } });
    expect(byId('cost:react')?.values).toEqual({ before: '>=16.9.0', after: '>=18.0.0', from: '@rc-component/util' });
  });

  it('between 4.x releases names only what changed between them, and leaves out what was not measured', () => {
    const items = movingItems({ release: '4.0.4' }, { release: '4.3.0' });
    expect(items.map((item) => [item.id, item.key])).toEqual([
      ['property:align', 'compare.moving.property.added'],
      ['property:simple', 'compare.moving.property.changed'],
      ['property:showSizeChanger', 'compare.moving.property.changed'],
    ]);
    expect(movingItems(OLD, { ...OLD })).toEqual([]);
  });

  it('going back reverses each change', () => {
    const back = movingItems(NEW, OLD);
    expect(back.find((item) => item.id === 'property:selectComponentClass')?.key).toBe('compare.moving.property.added');
    expect(back.find((item) => item.id === 'keyboard:Space')?.key).toBe('compare.moving.keyboard.keyIdle');
    expect(back.find((item) => item.id === 'accessibility:list')?.key).toBe('compare.moving.accessibility.removed');
    expect(back.find((item) => item.id === 'cost:gzip')?.key).toBe('compare.moving.cost.larger');
  });

  it.each<Language>(['en-US', 'zh-CN'])('every item reads in %s with every placeholder filled', (language) => {
    expect(Object.keys(movingMessages(language)).length).toBeGreaterThan(0);
    for (const item of [...movingItems(OLD, NEW), ...movingItems(NEW, OLD)]) {
      const text = formatMoving(item, language);
      expect(text, item.id).not.toMatch(/\{\w+\}/);
    }
    const kindText = formatMoving(movingItems(OLD, NEW).find((item) => item.id === 'markup:item:role:li:')!, language);
    expect(kindText).toContain(language === 'en-US' ? 'page item' : '页码');
  });
});
