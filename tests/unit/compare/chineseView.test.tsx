import { cleanup, render } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoving, formatView, movingMessages, viewMessages, type MovingKey, type ViewKey } from '@site/compare/messages';
import type { MovingItem } from '@site/compare/moving';
import { RELEASE_IDS, releaseLabel } from '@site/versions';
import CompareChanges from '@theme/CompareReleases/CompareChanges';
import type { ChangeSection, SideState } from '@theme/CompareReleases/compareReport';
import PairPicker from '@theme/CompareReleases/PairPicker';
import SideCost from '@theme/CompareReleases/SideCost';
import SideMeasures from '@theme/CompareReleases/SideMeasures';
import { setDumi } from '../../stubs/dumi';

/**
 * On a Chinese page the comparison's own words are Chinese: every text of the view and of "Moving
 * from X to Y", with every word a value brings in (a part's kind, what a markup change is about, a
 * value that is no attribute's text, axe's impact, a key). What stays as written is code (property,
 * element, attribute, class and rule names, types, ranges), release ids and package names, and the
 * names Chinese writing keeps: axe (axe-core), React, gzip, and the byte's unit B.
 */
const CODE = ['selectComponentClass', 'tabindex', 'role', '(page: number) => void', 'li', 'aria-label', '~item-active', 'nested-interactive', 'Next Page', '>=18.0.0', '@rc-component/util', 'rc-util', 'clsx', '1.14.1'];
const NAMES = ['axe', 'React', 'gzip', 'B'];
const RELEASE_LABELS = RELEASE_IDS.map(releaseLabel).sort((a, b) => b.length - a.length);

/** The English words left in `text` once code, release labels and kept names are taken out. */
function englishWords(text: string): string[] {
  let rest = text;
  for (const shown of [...RELEASE_LABELS, ...CODE, ...RELEASE_IDS]) rest = rest.split(shown).join(' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !NAMES.includes(word));
}

/** Every value a message may carry: the words the view translates in each of their forms, code otherwise. */
const VALUES: Record<string, readonly (string | number)[]> = {
  kind: ['list', 'item', 'prevNext', 'jump', 'sizeChanger', 'jumper', 'simple', 'total', 'other'],
  facet: ['element', 'role', 'aria', 'tabindex', 'class'],
  impact: ['minor', 'moderate', 'serious', 'critical'],
  key: ['Enter', 'Space'],
  before: ['(none)', '(id)', 'Next Page, (none)', '(page: number) => void', 3],
  after: ['(none)', '(id)', 'Next Page', '>=18.0.0', 10],
};
const CODE_VALUES = { property: 'selectComponentClass', element: 'li', name: 'aria-label', rule: 'nested-interactive', version: '1.14.1', from: '@rc-component/util', release: releaseLabel('1.5.0'), to: releaseLabel('4.0.4'), count: 4, bytes: 7243, react: '>=18.0.0', difference: 134, percent: 1.8, values: '“9.9.9”', helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/nested-interactive' };

/** Each value of each translated placeholder in turn, the others at their first. */
function valueSets(): Record<string, string | number>[] {
  const first = Object.fromEntries(Object.entries(VALUES).map(([name, values]) => [name, values[0]]));
  return Object.entries(VALUES).flatMap(([name, values]) => values.map((value) => ({ ...CODE_VALUES, ...first, [name]: value })));
}

afterEach(cleanup);

describe('the comparison on a Chinese page', () => {
  it('formats every "Moving from X to Y" text and every view text with no English word of its own', () => {
    for (const key of Object.keys(movingMessages('zh-CN')) as MovingKey[]) {
      for (const values of valueSets()) expect(englishWords(formatMoving({ key, values }, 'zh-CN')), `${key} ${JSON.stringify(values)}`).toEqual([]);
    }
    for (const key of Object.keys(viewMessages('zh-CN')) as ViewKey[]) {
      for (const values of valueSets()) expect(englishWords(formatView(key, 'zh-CN', values)), key).toEqual([]);
    }
  });

  it('renders a side, its cost, the pair picker and the changes list with no English word but code and names', () => {
    setDumi({ locale: 'zh-CN' });
    const measured: SideState = {
      status: 'measured',
      measures: {
        markup: { prefix: 'rc-pagination', elements: [] },
        tabStops: [{ kind: 'item', element: 'li', role: null, name: '1' }],
        keys: { keys: [{ key: 'Enter', acts: true }, { key: 'Space', acts: false }], restored: true },
        violations: [{ id: 'nested-interactive', impact: 'serious', nodes: 4, helpUrl: CODE_VALUES.helpUrl }],
      },
    };
    const states: SideState[] = [
      measured,
      { status: 'measuring' },
      ...(['noPagination', 'error', 'silent', 'run', 'stopped'] as const).map((reason): SideState => ({ status: 'failed', reason })),
    ];
    const items: MovingItem[] = (Object.keys(movingMessages('zh-CN')) as MovingKey[]).flatMap((key) =>
      valueSets().map((values, index) => ({ id: `${key}:${index}`, category: 'markup' as const, key, values })),
    );
    const sections: ChangeSection[] = [{ category: 'markup', groups: VALUES.kind.map((kind) => ({ kind: kind as never, items })) }];
    const { container } = render(
      <>
        {states.map((state, index) => (
          <SideMeasures key={index} state={state} release={releaseLabel('1.5.0')} />
        ))}
        <SideCost cost={{ release: '1.5.0', bytes: 20_000, gzip: 7243, peerReact: '>=16.9.0', dependencies: [{ name: '@rc-component/util', range: '^1.0.0', version: '1.14.1', peerReact: '>=18.0.0' }] }} />
        <PairPicker value={{ from: '4.0.4', to: '1.5.0' }} onChange={() => undefined} />
        <CompareChanges sections={sections} from={releaseLabel('4.0.4')} to={releaseLabel('1.5.0')} waiting />
        <CompareChanges sections={[]} from={releaseLabel('4.0.4')} to={releaseLabel('1.5.0')} waiting={false} />
      </>,
    );
    // the probe's keys and axe's impact are among the words translated
    expect(container.textContent).toContain('在页码上按回车键会翻页');
    expect(formatMoving({ key: 'compare.moving.accessibility.added', values: { rule: 'list', after: 1, impact: 'serious' } }, 'zh-CN')).toContain('（严重）');
    expect(englishWords(container.textContent ?? '')).toEqual([]);
  });
});
