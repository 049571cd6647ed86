import { describe, expect, it } from 'vitest';
import { otherLanguageOf } from '../../../src/search';

const LOCALES = ['en-US', 'zh-CN'];

describe('otherLanguageOf', () => {
  it('names the Chinese site for a query with Chinese characters on the English site', () => {
    expect(otherLanguageOf('每页条数', 'en-US', LOCALES)).toEqual({
      id: 'zh-CN',
      onlyWhenEmpty: false,
    });
    expect(otherLanguageOf('pageSize 每页', 'en-US', LOCALES)?.id).toBe('zh-CN');
  });

  it('names the English site for Latin letters alone on the Chinese site, when it finds nothing', () => {
    expect(otherLanguageOf('page size', 'zh-CN', LOCALES)).toEqual({
      id: 'en-US',
      onlyWhenEmpty: true,
    });
    expect(otherLanguageOf('pageSize 每页', 'zh-CN', LOCALES)).toBeNull();
  });

  it('names nothing for a query in the page language, digits or signs, or a missing language', () => {
    expect(otherLanguageOf('page size', 'en-US', LOCALES)).toBeNull();
    expect(otherLanguageOf('每页条数', 'zh-CN', LOCALES)).toBeNull();
    expect(otherLanguageOf('50 ?', 'zh-CN', LOCALES)).toBeNull();
    expect(otherLanguageOf('每页条数', 'en-US', ['en-US'])).toBeNull();
  });
});
