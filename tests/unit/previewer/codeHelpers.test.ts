import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_LANGUAGE_STORAGE_KEY,
  createCodeLanguageStore,
  parseCodeLanguage,
} from '../../../src/codeView/codeLanguage';
import {
  inFileOrder,
  isTypeScriptFile,
  javaScriptName,
  languageOf,
  listDemoFiles,
  nameInLanguage,
} from '../../../src/codeView/files';
import { nextTabIndex } from '../../../src/codeView/tabNavigation';
import { RC_PAGINATION } from '../../pinned';

describe('demo files', () => {
  it('lists the FILE dependencies without ./ and leaves npm packages out', () => {
    const files = listDemoFiles({
      dependencies: {
        'index.tsx': { type: 'FILE', value: '\nexport default 1;\n' },
        'rc-pagination': { type: 'NPM', value: RC_PAGINATION },
        './styles.css': { type: 'FILE', value: '.a {}' },
      },
    });
    expect(files).toEqual([
      { name: 'index.tsx', code: 'export default 1;' },
      { name: 'styles.css', code: '.a {}' },
    ]);
  });

  it("lists them entry first, then by name, whatever order dumi's resolver finished them in", () => {
    const entry = { type: 'FILE' as const, value: 'export default 1;' };
    const helper = { type: 'FILE' as const, value: 'export const a = 1;' };
    const css = { type: 'FILE' as const, value: '.a {}' };
    const names = (dependencies: Parameters<typeof listDemoFiles>[0]['dependencies'], assetEntry?: string) =>
      listDemoFiles({ dependencies, entry: assetEntry }).map((file) => file.name);
    // the two orders of the Sizer demo's files seen in two cold builds
    expect(names({ 'index.tsx': entry, './page-size-select.ts': helper, './size-changer.css': css })).toEqual([
      'index.tsx',
      'page-size-select.ts',
      'size-changer.css',
    ]);
    expect(names({ 'index.tsx': entry, './size-changer.css': css, './page-size-select.ts': helper })).toEqual([
      'index.tsx',
      'page-size-select.ts',
      'size-changer.css',
    ]);
    // the entry dumi names stays first, wherever it is listed
    expect(names({ 'a.css': css, 'z.tsx': entry }, 'z.tsx')).toEqual(['z.tsx', 'a.css']);
    // without one, the first listed is the entry
    expect(names({ 'z.tsx': entry, 'a.css': css })).toEqual(['z.tsx', 'a.css']);
    expect(inFileOrder([], 'index.tsx')).toEqual([]);
  });

  it('names files and languages for the code view', () => {
    expect(isTypeScriptFile('index.tsx')).toBe(true);
    expect(isTypeScriptFile('util.ts')).toBe(true);
    expect(isTypeScriptFile('types.d.ts')).toBe(false);
    expect(isTypeScriptFile('styles.css')).toBe(false);
    expect(javaScriptName('index.tsx')).toBe('index.jsx');
    expect(javaScriptName('util.ts')).toBe('util.js');
    expect(nameInLanguage('index.tsx', 'js')).toBe('index.jsx');
    expect(nameInLanguage('index.tsx', 'ts')).toBe('index.tsx');
    expect(nameInLanguage('styles.css', 'js')).toBe('styles.css');
    expect(languageOf('index.TSX')).toBe('tsx');
    expect(languageOf('README')).toBe('text');
  });
});

describe('tab keyboard navigation', () => {
  it('moves with the arrows, wraps at both ends, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
  });
});

describe('code language store', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('accepts only the known languages', () => {
    expect(parseCodeLanguage('js')).toBe('js');
    expect(parseCodeLanguage('coffee')).toBeNull();
    expect(parseCodeLanguage(null)).toBeNull();
  });

  it('starts with TypeScript, remembers a choice for the visit and tells subscribers', () => {
    const store = createCodeLanguageStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('ts');
    store.set('js');
    expect(store.get()).toBe('js');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('js');

    const nextPage = createCodeLanguageStore();
    nextPage.restore();
    expect(nextPage.get()).toBe('js');
  });

  it('ignores a stored value that is not a language', () => {
    window.sessionStorage.setItem(CODE_LANGUAGE_STORAGE_KEY, 'coffee');
    const store = createCodeLanguageStore();
    store.restore();
    expect(store.get()).toBe('ts');
  });

  it('keeps working when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = createCodeLanguageStore();
    expect(() => store.restore()).not.toThrow();
    expect(() => store.set('js')).not.toThrow();
    expect(store.get()).toBe('js');
  });
});
