// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateFiles } from '../../../src/playground/generateCode';
import { DEFAULT_STATE, parseQuery, type PlaygroundState } from '../../../src/playground/state';
import zhCN from '../../../.dumi/theme/locales/zh-CN.json';
import { presetWords } from '../../../src/playground/presets';
import { ENGLISH_WORDS, generateCode } from './samples';

const state = (changes: Partial<PlaygroundState>): PlaygroundState => ({ ...DEFAULT_STATE, ...changes });
/** The attribute names on the `<Pagination ...>` element of the code. */
const attributes = (code: string) => {
  const element = /<Pagination\b([\s\S]*?)\/>\s*\)?;\s*\}\s*$/.exec(code)?.[1] ?? '';
  return [...element.matchAll(/(?:^|\s)([a-zA-Z]+)(?==|\s|$)/g)].map((match) => match[1]);
};

describe('generateCode', () => {
  it('emits no prop at all for rc-pagination’s own defaults', () => {
    const code = generateCode(state({ total: 0, locale: 'zh_CN' }), ENGLISH_WORDS);
    expect(code).toContain('return <Pagination />;');
    expect(code).toBe(
      "import React from 'react';\nimport Pagination from 'rc-pagination';\nimport 'rc-pagination/assets/index.css';\n\nexport default function App() {\n  return <Pagination />;\n}\n",
    );
  });

  it('emits only the props that differ from the defaults', () => {
    expect(attributes(generateCode(state({ total: 40, locale: 'zh_CN', simple: true }), ENGLISH_WORDS))).toEqual([
      'total',
      'simple',
    ]);
    expect(
      attributes(generateCode(state({ total: 40, locale: 'zh_CN', showTitle: false, current: 2 }), ENGLISH_WORDS)),
    ).toEqual(['defaultCurrent', 'total', 'showTitle']);
    // explicitly setting a default value is not a change
    expect(
      attributes(
        generateCode(
          state({ total: 40, locale: 'zh_CN', pageSize: 10, current: 1, totalBoundaryShowSizeChanger: 50 }), ENGLISH_WORDS,
        ),
      ),
    ).toEqual(['total']);
  });

  it('passes a wrapped Select, and imports it with its stylesheet, only when the size changer shows', () => {
    const auto = generateCode(state({ total: 500 }), ENGLISH_WORDS);
    expect(auto).toContain("import Select from 'rc-select';");
    expect(auto).toContain("import 'rc-select/assets/index.css';");
    expect(auto).toContain('selectComponentClass={PageSizeSelect}');
    // the wrapper that renames the prop rc-select 14.11.0 does not know, declared above App
    expect(auto).toMatch(/^function PageSizeSelect\(/m);
    expect(auto).toContain('popupMatchSelectWidth ?? props.dropdownMatchSelectWidth');
    expect(auto.indexOf('function PageSizeSelect')).toBeLessThan(auto.indexOf('export default function App'));
    // short lines: the code panel would otherwise scroll sideways, a region keyboards cannot reach
    expect(auto.split('\n').filter((line) => line.length > 80)).toEqual([]);
    const few = generateCode(state({ total: 50 }), ENGLISH_WORDS);
    expect(few).not.toContain('rc-select');
    expect(few).not.toContain('selectComponentClass');
    const hidden = generateCode(state({ showSizeChanger: 'hide' }), ENGLISH_WORDS);
    expect(hidden).toContain('showSizeChanger={false}');
    expect(hidden).not.toContain('rc-select');
  });

  it('imports the locale it passes', () => {
    const code = generateCode(state({ locale: 'en_US' }), ENGLISH_WORDS);
    expect(code).toContain("import enUS from 'rc-pagination/lib/locale/en_US';");
    expect(code).toContain('locale={enUS}');
    expect(generateCode(state({ locale: 'kmr_IQ' }), ENGLISH_WORDS)).toContain(
      "import kmrIQ from 'rc-pagination/lib/locale/kmr_IQ';",
    );
  });

  it('writes presets out as real code', () => {
    const code = generateCode(
      parseQuery('showTotal=range&itemRender=textButtons&icons=arrows&style=centered&showQuickJumper=goButton'), ENGLISH_WORDS,
    );
    expect(code).toContain('showTotal={(total, range) => `${range[0]}-${range[1]} of ${total} items`}');
    expect(code).toContain("import type { PaginationProps } from 'rc-pagination';");
    expect(code).toMatch(/^const itemRender: PaginationProps\['itemRender'\] = \(page, type, element\) => \{$/m);
    expect(code).toContain('itemRender={itemRender}');
    expect(code).toMatch(/^const prevIcon = <span role="img" aria-label="Previous page">‹<\/span>;$/m);
    expect(code).toContain("style={{ textAlign: 'center' }}");
    expect(code).toContain('showQuickJumper={{ goButton: true }}');
  });

  it('keeps controlled values in state and updates them in onChange', () => {
    const code = generateCode(state({ current: 4, controlCurrent: true, pageSize: 20, controlPageSize: true }), ENGLISH_WORDS);
    expect(code).toContain("import React, { useState } from 'react';");
    expect(code).toContain('const [current, setCurrent] = useState(4);');
    expect(code).toContain('const [pageSize, setPageSize] = useState(20);');
    expect(code).toMatch(/onChange=\{\(page, size\) => \{\s+setCurrent\(page\);\s+setPageSize\(size\);\s+\}\}/);
    expect(attributes(code).slice(0, 4)).toEqual(['current', 'total', 'pageSize', 'onChange']);
    expect(generateCode(state({ controlCurrent: true }), ENGLISH_WORDS)).toContain('onChange={(page) => setCurrent(page)}');
    expect(generateCode(state({ current: 4 }), ENGLISH_WORDS)).not.toContain('useState');
  });

  it('adds styles.css, and imports it, for a class-name preset', () => {
    const files = generateFiles(state({ className: 'rounded' }), ENGLISH_WORDS);
    expect(files.map((file) => file.name)).toEqual(['App.tsx', 'styles.css']);
    expect(files[0].code).toContain("import './styles.css';");
    expect(files[0].code).toContain('className="rounded-pagination"');
    expect(files[1].code).toMatch(/^\.rounded-pagination /);
    expect(generateFiles(DEFAULT_STATE, ENGLISH_WORDS).map((file) => file.name)).toEqual(['App.tsx']);
  });

  it('keeps short elements on one line and breaks long ones, one prop per line', () => {
    expect(generateCode(state({ total: 40 }), ENGLISH_WORDS)).toContain('return <Pagination total={40} locale={enUS} />;');
    const long = generateCode(parseQuery('showTotal=rich&showLessItems=true'), ENGLISH_WORDS);
    expect(long).toMatch(/return \(\n {4}<Pagination\n {6}total=\{500\}\n/);
    expect(long).toMatch(/\n {4}\/>\n {2}\);\n\}\n$/);
  });
});

describe('generateCode on a Chinese page', () => {
  const words = presetWords((id) => (zhCN as Record<string, string>)[id]);
  it.each([
    ['itemRender=textButtons&icons=arrows', 3],
    ['itemRender=padded', 1],
    ['showSizeChanger=true', 2],
    ['showSizeChanger=true&release=5.1.0', 1],
  ])('writes every comment of %s in Chinese', (query, atLeast) => {
    const code = generateCode(parseQuery(query), words);
    const comments = code.match(/^\s*\/\/.*$/gm) ?? [];
    expect(comments.length).toBeGreaterThanOrEqual(atLeast);
    for (const comment of comments) expect(comment).toMatch(/\p{Script=Han}/u);
    // the English page's code carries the same comments in English
    const english = generateCode(parseQuery(query), ENGLISH_WORDS);
    expect(english.match(/^\s*\/\/.*$/gm)?.length).toBe(comments.length);
    expect(english).not.toMatch(/\p{Script=Han}/u);
  });
});
