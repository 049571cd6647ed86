import { cleanup, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileModule, LiveSyntaxError } from '../../../src/liveDemo/compile';
import { runDemo, type LiveFile, type RunResult } from '../../../src/liveDemo/run';
import type { ModuleScope } from '../../../src/liveDemo/scope';
import { importLocale } from '../../../src/paginationLocale/importLocale';
import { frameModuleScope } from '../../../src/sandbox/runner/scope';
import { evaluateWithFunction } from './evaluateWithFunction';

afterEach(cleanup);

function fakeScope(overrides: Partial<ModuleScope> = {}): ModuleScope {
  return {
    preloaded: { react: React, 'react/jsx-runtime': jsxRuntime },
    loaders: { 'rc-pagination': async () => ({ __esModule: true, default: () => 'pager' }) },
    families: [],
    ...overrides,
  };
}

const run = (files: LiveFile[], scope: ModuleScope = fakeScope(), entry = files[0].name) =>
  runDemo({ files, entry, scope, evaluate: evaluateWithFunction });

function componentOf(result: RunResult) {
  if (!result.ok) throw new Error(`expected a component, got ${JSON.stringify(result.error)}`);
  return result.component;
}

describe('compileModule', () => {
  it('turns imports into require calls and lists them once each', () => {
    const { code, imports } = compileModule(
      "import React, { useState } from 'react';\nimport './a.css';\nimport type { X } from 'types';\nexport { b } from './b';\nexport default () => <p>{useState(1)[0]}</p>;",
      'index.tsx',
    );
    expect(imports).toEqual(['react/jsx-runtime', 'react', './a.css', './b']);
    expect(code).not.toContain('types');
  });

  it('reports a syntax error with its file, line and column (1-based), and the token sucrase stopped at', () => {
    const error = (() => {
      try {
        compileModule('const a = 1;\nconst b = ;\n', 'index.tsx');
      } catch (thrown) {
        return thrown;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(LiveSyntaxError);
    expect(error).toMatchObject({ file: 'index.tsx', line: 2, column: 11, reason: 'Unexpected token ";"' });
  });

  it('places a tag missing its /> just after its last attribute, where sucrase gives no position', () => {
    const code = [
      'export default () => (',
      '  <>',
      '    <Pagination total={50} onChange={(page) => { go({ page }); }} {...rest} simple',
      '    <div style={{ display: "flex" }} />',
      '  </>',
      ');',
    ].join('\n');
    for (const file of ['index.tsx', 'index.jsx']) {
      let error: unknown = null;
      try {
        compileModule(code, file);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, file).toMatchObject({ file, line: 3, column: 83, reason: expect.stringMatching(/^Expected either \/> or >/) });
    }
  });
});

describe('runDemo', () => {
  it('runs a demo against its module scope: preloaded React, a downloaded package', async () => {
    const load = vi.fn(async () => ({ __esModule: true, default: () => <span>pager</span> }));
    const result = await run(
      [
        {
          name: 'index.tsx',
          code: "import { useState } from 'react';\nimport Pagination from 'rc-pagination';\nexport default function Demo() {\n  const [n] = useState(3);\n  return <div>page {n}<Pagination /></div>;\n}",
        },
      ],
      fakeScope({ loaders: { 'rc-pagination': load } }),
    );
    const Demo = componentOf(result);
    render(<Demo />);
    expect(screen.getByText('page 3')).toBeTruthy();
    expect(screen.getByText('pager')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("resolves the runner frame's packages: React, rc-pagination and a locale loaded on demand", async () => {
    const Demo = componentOf(
      await run(
        [
          {
            name: 'index.tsx',
            code: "import Pagination from 'rc-pagination';\nimport deDE from 'rc-pagination/lib/locale/de_DE';\nexport default () => <Pagination total={50} locale={deDE} showQuickJumper />;",
          },
        ],
        frameModuleScope(importLocale as (id: string) => Promise<Record<string, string>>),
      ),
    );
    render(<Demo />);
    expect(screen.getByRole('list')).toBeTruthy();
    expect(document.body.textContent).toContain('Gehe zu');
  });

  it('gives a syntax error with its position and loads nothing', async () => {
    const load = vi.fn();
    const result = await run(
      [{ name: 'index.tsx', code: "import x from 'rc-pagination';\nexport default () => <div>;\n" }],
      fakeScope({ loaders: { 'rc-pagination': load } }),
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'syntax', file: 'index.tsx', line: 2 } });
    expect(load).not.toHaveBeenCalled();
  });

  it('names an unknown import and lists what can be imported', async () => {
    const result = await run([
      { name: 'index.tsx', code: "import _ from 'lodash';\nexport default () => _;" },
      { name: 'extra.css', code: '' },
    ]);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'import',
        file: 'index.tsx',
        specifier: 'lodash',
        allowed: ['rc-pagination', 'react', 'react/jsx-runtime'],
      },
    });
  });

  it('names a missing sibling file and offers the demo files there are', async () => {
    const result = await run([
      { name: 'index.tsx', code: "import { a } from './nowhere';\nexport default () => a;" },
      { name: 'locales.ts', code: 'export const a = 1;' },
    ]);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'import', specifier: './nowhere', allowed: ['rc-pagination', 'react', 'react/jsx-runtime', './locales.ts'] },
    });
  });

  it('runs sibling files that import each other, each once, edited as JavaScript or not', async () => {
    const result = await run([
      {
        name: 'index.jsx',
        code: "import { label } from './labels';\nimport { total } from './data.ts';\nimport './size.css';\nexport default () => <p>{label} {total}</p>;",
      },
      { name: 'labels.ts', code: "import { total } from './data';\nexport const label: string = `of ${total}`;" },
      { name: 'data.js', code: 'globalThis.__dataRuns = (globalThis.__dataRuns ?? 0) + 1;\nexport const total = 42;' },
      { name: 'size.css', code: '.x { color: red; }' },
    ]);
    const Demo = componentOf(result);
    render(<Demo />);
    expect(screen.getByText('of 42 42')).toBeTruthy();
    expect((globalThis as { __dataRuns?: number }).__dataRuns).toBe(1);
    expect(result.ok && result.stylesheets).toEqual([{ name: 'size.css', code: '.x { color: red; }' }]);
  });

  it('returns a component that throws as it is: the error box catches it when it renders', async () => {
    const Demo = componentOf(
      await run([
        { name: 'index.tsx', code: "export default function Demo(): never {\n  throw new Error('broken demo');\n}" },
      ]),
    );
    expect(() => (Demo as () => unknown)()).toThrow('broken demo');
  });

  it('reports an error thrown while a module runs, and a missing default export', async () => {
    expect(await run([{ name: 'index.tsx', code: "throw new Error('at load');" }])).toMatchObject({
      ok: false,
      error: { kind: 'runtime', error: { message: 'at load' } },
    });
    expect(await run([{ name: 'index.tsx', code: 'export const Demo = () => null;' }])).toEqual({
      ok: false,
      error: { kind: 'export', file: 'index.tsx' },
    });
  });
});
