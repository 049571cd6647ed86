import { describe, expect, it } from 'vitest';
import { isStandaloneDemoPath, pathWithinBase, withoutTrailingSlash } from '../../../src/runtime/paths';

describe('pathWithinBase', () => {
  it('strips the sub-path a site is deployed under', () => {
    expect(pathWithinBase('/pagination/demo/basic', '/pagination/')).toBe('/demo/basic');
    expect(pathWithinBase('/pagination/', '/pagination/')).toBe('/');
    expect(pathWithinBase('/pagination', '/pagination/')).toBe('/');
  });

  it('leaves paths alone at the root or outside the base', () => {
    expect(pathWithinBase('/demo/basic', '/')).toBe('/demo/basic');
    expect(pathWithinBase('/paginationx/demo', '/pagination/')).toBe('/paginationx/demo');
  });
});

describe('isStandaloneDemoPath (regression: dumi hydrated standalone demos under a sub-path)', () => {
  it('recognises standalone demo pages at the root and under a sub-path', () => {
    expect(isStandaloneDemoPath('/~demos/docs-demo-basic', '/')).toBe(true);
    expect(isStandaloneDemoPath('/pagination/~demos/docs-demo-basic', '/pagination/')).toBe(true);
  });

  it('does not mistake documentation pages for standalone demos', () => {
    expect(isStandaloneDemoPath('/demo/basic', '/')).toBe(false);
    expect(isStandaloneDemoPath('/pagination/demo/basic', '/pagination/')).toBe(false);
    expect(isStandaloneDemoPath('/~demosx', '/')).toBe(false);
  });
});

describe('withoutTrailingSlash', () => {
  it('removes a trailing slash from a page address', () => {
    expect(withoutTrailingSlash('/demo/basic/', '/')).toBe('/demo/basic');
    expect(withoutTrailingSlash('/pagination/demo/basic//', '/pagination/')).toBe(
      '/pagination/demo/basic',
    );
    expect(withoutTrailingSlash('/zh-CN/', '/')).toBe('/zh-CN');
  });

  it('keeps addresses that are already canonical, and the home page of the base', () => {
    expect(withoutTrailingSlash('/demo/basic', '/')).toBeNull();
    expect(withoutTrailingSlash('/', '/')).toBeNull();
    expect(withoutTrailingSlash('/pagination/', '/pagination/')).toBeNull();
  });
});
