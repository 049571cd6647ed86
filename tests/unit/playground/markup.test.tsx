// @vitest-environment node
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../../src/paginationLocale';
import { PlaygroundPagination } from '../../../src/playground/Preview';
import { presetWords, type PresetWords } from '../../../src/playground/presets';
import { DEFAULT_STATE, parseQuery } from '../../../src/playground/state';
import zhCN from '../../../.dumi/theme/locales/zh-CN.json';
import { compileApp } from './compileApp';
import { ENGLISH_WORDS, generateCode, SAMPLE_QUERIES } from './samples';

describe('the generated code renders exactly what the preview renders', () => {
  it.each(SAMPLE_QUERIES)('?%s', async (query) => {
    const state = parseQuery(query, DEFAULT_STATE);
    // the live preview draws a chosen locale once it has downloaded (Preview/useLoadedLocale.ts)
    await loadLocale(state.locale);
    const App = await compileApp(generateCode(state, ENGLISH_WORDS));
    const generated = renderToStaticMarkup(<App />);
    expect(generated).toBe(renderToStaticMarkup(<PlaygroundPagination state={state} words={ENGLISH_WORDS} />));
    // the comparison means something: the query changed what is drawn
    if (query && !query.startsWith('hideOnSinglePage')) {
      const plain = renderToStaticMarkup(<PlaygroundPagination state={DEFAULT_STATE} words={ENGLISH_WORDS} />);
      expect(generated).not.toBe(plain);
    }
  });

  it.each([
    ['icons=arrows&defaultCurrent=25', ['aria-label="上一页"', 'aria-label="向后跳页"']],
    ['itemRender=textButtons&defaultCurrent=25', ['<a>上一页</a>', '<a>下一页</a>']],
  ])('in Chinese too: ?%s (what the presets write)', async (query, chinese) => {
    const words: PresetWords = presetWords((id) => (zhCN as Record<string, string>)[id]);
    const state = parseQuery(query);
    const App = await compileApp(generateCode(state, words));
    const generated = renderToStaticMarkup(<App />);
    expect(generated).toBe(renderToStaticMarkup(<PlaygroundPagination state={state} words={words} />));
    for (const text of chinese) expect(generated).toContain(text);
  });

  it('notices a preset whose code and live value disagree', async () => {
    const state = parseQuery('showTotal=count');
    const code = generateCode(state, ENGLISH_WORDS).replace('Total ${total} items', 'All ${total} items');
    const App = await compileApp(code);
    expect(renderToStaticMarkup(<App />)).not.toBe(
      renderToStaticMarkup(<PlaygroundPagination state={state} words={ENGLISH_WORDS} />),
    );
  });
});
