// @vitest-environment node
import fs from 'fs';
import path from 'path';
import React, { type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEMO_DIR, listDemoFiles } from '../export/demoAssets';
import {
  countJsxElements,
  evaluateShownFile,
  shownJavaScriptFiles,
  toCommonJs,
} from './shownJavaScript';

// debug demos that throw on purpose (to show the error box): both versions must throw the same
const THROWS_ON_PURPOSE: Record<string, RegExp> = { 'throws.tsx': /throws on purpose/ };

const demos = listDemoFiles();

/** Renders the module's default export, deferred so that a throw can be asserted. */
const renderOf = (module: Record<string, unknown>) => {
  const Demo = module.default as ComponentType;
  return () => renderToStaticMarkup(<Demo />);
};

async function importTsxDemo(file: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ path.join(DEMO_DIR, file));
}

describe('the JavaScript the code view shows for each demo renders what the demo renders', () => {
  it('covers every demo, the zh-CN variants included', () => {
    expect(demos.filter((file) => file.endsWith('.zh-CN.tsx')).length).toBeGreaterThan(0);
    for (const file of Object.keys(THROWS_ON_PURPOSE)) expect(demos).toContain(file);
  });

  it.each(demos)('%s', async (file) => {
    const shown = await shownJavaScriptFiles(file);
    const entry = shown[0];
    expect(entry.name).toBe('index.jsx');
    for (const { name, code } of shown.filter((f) => /\.jsx?$/.test(f.name))) {
      expect(() => toCommonJs(code), `${name} still has TypeScript`).not.toThrow();
    }
    // every JSX element of the TSX is still written as JSX, none compiled to calls or lost
    const tsx = fs.readFileSync(path.join(DEMO_DIR, file), 'utf8');
    expect(countJsxElements(entry.code, ['jsx'])).toBe(
      countJsxElements(tsx, ['typescript', 'jsx']),
    );

    const fromJs = renderOf(evaluateShownFile(shown, entry.name));
    const fromTsx = renderOf(await importTsxDemo(file));
    const thrown = THROWS_ON_PURPOSE[file];
    if (thrown) {
      expect(fromJs).toThrow(thrown);
      expect(fromTsx).toThrow(thrown);
      return;
    }
    const markup = fromJs();
    expect(markup).toContain('rc-pagination');
    expect(markup).toBe(fromTsx());
  });

  it('notices JavaScript that lost a prop', async () => {
    const shown = await shownJavaScriptFiles('basic.tsx');
    const withoutLocale = shown.map((f, i) =>
      i === 0 ? { ...f, code: f.code.replace(' locale={enUS}', '') } : f,
    );
    expect(withoutLocale[0].code).not.toBe(shown[0].code);
    const markup = renderOf(evaluateShownFile(withoutLocale, 'index.jsx'))();
    expect(markup).not.toBe(renderOf(await importTsxDemo('basic.tsx'))());
  });

  it('notices JavaScript that still has types', () => {
    expect(() => toCommonJs('const total: number = 50;')).toThrow();
  });
});
