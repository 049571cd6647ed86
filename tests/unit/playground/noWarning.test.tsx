// @vitest-environment node
import Pagination from 'rc-pagination';
import Select from 'rc-select';
import React, { type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaygroundPagination } from '../../../src/playground/Preview';
import { DEFAULT_STATE, parseQuery } from '../../../src/playground/state';
import { compileApp } from './compileApp';
import { ENGLISH_WORDS, generateCode } from './samples';

/** React's development warnings, which it writes with console.error. */
let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
});
afterEach(() => vi.restoreAllMocks());

const render = (element: ReactElement) => renderToStaticMarkup(element);
const sizeChanger = parseQuery('showSizeChanger=true', DEFAULT_STATE);

describe('the size changer makes React warn about no unknown prop', () => {
  it('would with rc-select’s Select as it is (the check sees the warning)', () => {
    const markup = render(<Pagination total={500} showSizeChanger selectComponentClass={Select} />);
    expect(markup).toContain('rc-pagination-options-size-changer');
    expect(warnings.join('\n')).toMatch(/popupMatchSelectWidth/);
  });

  it('in the live preview', () => {
    const markup = render(<PlaygroundPagination state={sizeChanger} words={ENGLISH_WORDS} />);
    expect(markup).toContain('rc-pagination-options-size-changer');
    expect(warnings).toEqual([]);
  });

  it('in the generated code', async () => {
    const App = await compileApp(generateCode(sizeChanger, ENGLISH_WORDS));
    expect(render(<App />)).toContain('rc-pagination-options-size-changer');
    expect(warnings).toEqual([]);
  });
});
