import type { ExampleBlockAsset } from 'dumi-assets-types';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '../../../src/codeView/toJavaScript';
import { RC_PAGINATION } from '../../pinned';
import { applyEdit, editedAsset, editedName, filesToRun } from '../../../src/liveDemo/edits';
import { normalizePath, resolveLocalImport } from '../../../src/liveDemo/paths';
import { allowedImports, asRequireValue, findLoader, loadImports } from '../../../src/liveDemo/scope';
import { importLocale } from '../../../src/paginationLocale/importLocale';
import { frameModuleScope } from '../../../src/sandbox/runner/scope';

/** The runner frame's scope, its locales answered as the page answers them: downloaded. */
const frameScope = (preloaded: Record<string, unknown> = {}) => ({
  ...frameModuleScope(importLocale as (id: string) => Promise<Record<string, string>>),
  preloaded,
});

const FILES = [
  { name: 'index.tsx', code: "import { n } from './data';\nexport default () => n;" },
  { name: 'data.ts', code: 'export const n: number = 1;' },
];

describe('edits', () => {
  it('records an edit with its language and drops one typed back to the original', () => {
    const edited = applyEdit({}, FILES[1], 'ts', 'export const n = 2;', FILES[1].code);
    expect(edited).toEqual({ 'data.ts': { language: 'ts', code: 'export const n = 2;' } });
    expect(applyEdit(edited, FILES[1], 'ts', FILES[1].code, FILES[1].code)).toEqual({});
  });

  it('runs a file edited as JavaScript under its JavaScript name, the others as written', () => {
    const edits = { 'index.tsx': { language: 'js' as const, code: 'export default () => 2;' } };
    expect(editedName('index.tsx', edits['index.tsx'])).toBe('index.jsx');
    expect(editedName('styles.css', { language: 'js', code: '' })).toBe('styles.css');
    expect(filesToRun(FILES, edits)).toEqual([
      { name: 'index.jsx', code: 'export default () => 2;' },
      FILES[1],
    ]);
  });

  it('exports the edited files; once one is JavaScript, the whole project is', () => {
    const asset = {
      type: 'BLOCK',
      id: 'demo',
      refAtomIds: [],
      entry: 'index.tsx',
      dependencies: {
        'index.tsx': { type: 'FILE', value: FILES[0].code },
        './data.ts': { type: 'FILE', value: FILES[1].code },
        'rc-pagination': { type: 'NPM', value: RC_PAGINATION },
      },
    } as ExampleBlockAsset;
    const typed = editedAsset(asset, { 'data.ts': { language: 'ts', code: 'export const n: number = 3;' } }, toJavaScript);
    expect(typed.dependencies['./data.ts'].value).toBe('export const n: number = 3;');
    expect(typed.entry).toBe('index.tsx');

    const js = editedAsset(asset, { 'index.tsx': { language: 'js', code: 'export default () => 4;' } }, toJavaScript);
    expect(js.entry).toBe('index.jsx');
    expect(Object.keys(js.dependencies)).toEqual(['index.jsx', './data.js', 'rc-pagination']);
    expect(js.dependencies['./data.js'].value.trim()).toBe('export const n = 1;');
    expect(asset.entry).toBe('index.tsx');
  });
});

describe('paths', () => {
  it('resolves sibling imports with or without their extension, or in the other language', () => {
    const files = ['index.jsx', 'locales.ts', 'lib/util.js', 'lib/index.ts', 'size-changer.css'];
    expect(resolveLocalImport('index.jsx', './locales', files)).toBe('locales.ts');
    expect(resolveLocalImport('index.jsx', './locales.js', files)).toBe('locales.ts');
    expect(resolveLocalImport('index.jsx', './size-changer.css', files)).toBe('size-changer.css');
    expect(resolveLocalImport('index.jsx', './lib', files)).toBe('lib/index.ts');
    expect(resolveLocalImport('lib/util.js', '../locales', files)).toBe('locales.ts');
    expect(resolveLocalImport('index.jsx', './missing', files)).toBeNull();
    expect(resolveLocalImport('index.jsx', '../../outside', files)).toBeNull();
    expect(normalizePath('a/./b/../c')).toBe('a/c');
  });
});

describe("the runner frame's module scope", () => {
  it('offers React, rc-pagination with its stylesheet and locales, and rc-select', () => {
    const scope = frameScope({ './locales.ts': {}, 'rc-pagination/lib/locale/am': {} });
    expect(allowedImports(scope)).toEqual([
      'rc-pagination',
      'rc-pagination/assets/index.css',
      'rc-select',
      'rc-select/assets/index.css',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'rc-pagination/lib/locale/*',
    ]);
    expect(findLoader(scope, 'rc-pagination/lib/locale/zh_TW')).not.toBeNull();
    expect(findLoader(scope, 'rc-pagination/lib/locale/xx_XX')).toBeNull();
    expect(findLoader(scope, 'lodash')).toBeNull();
  });

  it('prefers what the page holds already and downloads the rest', async () => {
    const preloaded = { __esModule: true, default: 'from the page' };
    const loaded = await loadImports(frameScope({ 'rc-pagination': preloaded }), [
      { file: 'index.tsx', specifier: 'rc-pagination' },
      { file: 'index.tsx', specifier: 'rc-pagination/lib/locale/fr_FR' },
    ]);
    expect(loaded.get('rc-pagination')).toBe(preloaded);
    expect(loaded.get('rc-pagination/lib/locale/fr_FR')).toMatchObject({
      __esModule: true,
      default: { jump_to: 'Aller à' },
    });
  });

  it("marks a plain namespace so sucrase's interop reads its default export", () => {
    expect(asRequireValue({ default: 1, a: 2 })).toEqual({ default: 1, a: 2, __esModule: true });
    expect(asRequireValue(null)).toBeNull();
  });
});
