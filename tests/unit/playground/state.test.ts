// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALE_IDS } from '../../../src/paginationLocale';
import {
  DEFAULT_STATE,
  defaultStateFor,
  parsePageSizeOptions,
  parseQuery,
  toQuery,
  type PlaygroundState,
} from '../../../src/playground/state';

const state = (changes: Partial<PlaygroundState>): PlaygroundState => ({ ...DEFAULT_STATE, ...changes });

describe('parseQuery and toQuery', () => {
  const samples: Partial<PlaygroundState>[] = [
    {},
    { total: 0 },
    { total: 1_000_000, current: 100_000, controlCurrent: true },
    { current: 7, pageSize: 20 },
    { pageSize: 1, controlPageSize: true, pageSizeOptions: [5, 1, 1000] },
    { disabled: true, simple: true, hideOnSinglePage: true, showLessItems: true },
    { showTitle: false, showPrevNextJumpers: false },
    { showSizeChanger: 'show', totalBoundaryShowSizeChanger: 0 },
    { showSizeChanger: 'hide', showQuickJumper: 'goButton' },
    { showQuickJumper: 'on', showTotal: 'rich', locale: 'zh_CN' },
    { locale: 'kmr_IQ', itemRender: 'padded', icons: 'arrows' },
    { className: 'rounded', style: 'spacious', showTotal: 'chinese', icons: 'words' },
    // the release and the properties later releases add
    { release: '4.3.0', align: 'end', simple: true, simpleReadOnly: true },
    { release: '5.1.0', selectComponentClass: 'none', sizeChangerRender: 'none' },
    { release: '1.5.0', classNames: 'roundItems', styles: 'boldItems', align: 'center' },
  ];

  it.each(samples.map((sample) => [JSON.stringify(sample), sample] as const))(
    'round-trips %s',
    (_, sample) => {
      const original = state(sample);
      expect(parseQuery(toQuery(original))).toEqual(original);
      expect(parseQuery(`?${toQuery(original)}`)).toEqual(original);
    },
  );

  it('writes nothing for the defaults and only the changed fields otherwise', () => {
    expect(toQuery(DEFAULT_STATE)).toBe('');
    expect(toQuery(state({ showQuickJumper: 'on', pageSizeOptions: [10, 30] }))).toBe(
      'pageSizeOptions=10,30&showQuickJumper=true',
    );
  });

  it('keeps the release and the later properties under their own names', () => {
    expect(toQuery(state({ release: '5.1.0', align: 'end' }))).toBe('release=5.1.0&align=end');
    expect(toQuery(state({ simple: true, simpleReadOnly: true }))).toBe('simple=readOnly');
    expect(parseQuery('simple=readOnly')).toEqual(state({ simple: true, simpleReadOnly: true }));
    expect(parseQuery('release=1.5.0&classNames=roundItems&sizeChangerRender=none')).toEqual(
      state({ release: '1.5.0', classNames: 'roundItems', sizeChangerRender: 'none' }),
    );
  });

  it('names the controlled and the uncontrolled page after their props', () => {
    expect(toQuery(state({ current: 3 }))).toBe('defaultCurrent=3');
    expect(toQuery(state({ current: 1, controlCurrent: true }))).toBe('current=1');
    expect(toQuery(state({ pageSize: 20 }))).toBe('defaultPageSize=20');
    expect(toQuery(state({ pageSize: 10, controlPageSize: true }))).toBe('pageSize=10');
    expect(parseQuery('current=4&defaultCurrent=9')).toMatchObject({ current: 4, controlCurrent: true });
  });

  it('opens the links of the API table', () => {
    expect(parseQuery('showQuickJumper=true').showQuickJumper).toBe('on');
    expect(parseQuery('showQuickJumper=goButton').showQuickJumper).toBe('goButton');
    expect(parseQuery('showSizeChanger=false').showSizeChanger).toBe('hide');
    expect(parseQuery('locale=de_DE').locale).toBe('de_DE');
  });

  it('defaults to the page language', () => {
    expect(defaultStateFor('zh-CN').locale).toBe('zh_CN');
    expect(defaultStateFor('en-US').locale).toBe('en_US');
    const zh = defaultStateFor('zh-CN');
    expect(parseQuery('', zh)).toEqual(zh);
    expect(toQuery(zh, zh)).toBe('');
    expect(toQuery(state({ locale: 'zh_CN' }))).toBe('locale=zh_CN');
  });

  it('offers every locale rc-pagination 4.0.4 ships', () => {
    expect(LOCALE_IDS).toHaveLength(71);
    expect(LOCALE_IDS).toEqual(expect.arrayContaining(['en_US', 'zh_CN', 'ne_NP', 'kmr_IQ', 'am']));
  });
});

describe('a hostile or hand-edited query', () => {
  const hostile: [string, Partial<PlaygroundState>][] = [
    ['total=abc', {}],
    ['total=-5', {}],
    ['total=1e3', {}],
    ['total=99999999999999999999999', {}],
    ['total=1000001', {}],
    ['total=12.5', {}],
    ['total=%20%2012', {}],
    ['total=1&total=2', {}],
    ['current=0&defaultCurrent=0', {}],
    ['pageSize=0&defaultPageSize=1001', {}],
    ['pageSizeOptions=10,,20', {}],
    ['pageSizeOptions=1,2,3,4,5,6,7,8,9,10,11', {}],
    ['pageSizeOptions=' + '1,'.repeat(5000) + '1', {}],
    ['simple=yes&disabled=1&showTitle=', {}],
    ['showQuickJumper=%7B%22goButton%22%3Atrue%7D', {}],
    ['locale=constructor&showTotal=toString&itemRender=__proto__', {}],
    ['__proto__[total]=1&constructor=x&prototype=y', {}],
    ['style=' + 'x'.repeat(100_000), {}],
    ['locale[]=de_DE&locale=zz_ZZ&icons=%E0%A4%A', {}],
    ['%%%&&&===&total', {}],
    // the bad parts fall back, the good parts stay
    ['total=abc&simple=true&locale=nope&defaultCurrent=3', { simple: true, current: 3 }],
    ['showSizeChanger=maybe&showQuickJumper=goButton&pageSize=-1', { showQuickJumper: 'goButton' }],
    // an unknown release is the documented one
    ['release=9.9.9', {}],
    ['release=__proto__&align=constructor', {}],
    ['release=4.3.0&release=5.1.0', {}],
    ['release=5.1.0%00', {}],
    ['release=%205.1.0&align=end', { align: 'end' }],
    ['release=rc-pagination@5.1.0&simple=readonly', {}],
    ['release=1.5.0&classNames=toString&styles=valueOf', { release: '1.5.0' }],
  ];

  it.each(hostile)('?%s falls back per field', (query, kept) => {
    const parsed = parseQuery(query);
    expect(parsed).toEqual(state(kept));
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).total).toBeUndefined();
  });

  it('never throws, whatever it is given', () => {
    for (const value of [undefined, null, 42, {}, [], '?', '&', '=', '#total=3'] as unknown[]) {
      expect(parseQuery(value as string)).toEqual(DEFAULT_STATE);
    }
  });
});

describe('parsePageSizeOptions', () => {
  it('reads comma-separated whole numbers, dropping repeats', () => {
    expect(parsePageSizeOptions('10, 20,50 ,20')).toEqual([10, 20, 50]);
    expect(parsePageSizeOptions('')).toBeNull();
    expect(parsePageSizeOptions('10, x')).toBeNull();
    expect(parsePageSizeOptions('0')).toBeNull();
  });
});
