import { describe, expect, it } from 'vitest';
import { packSearchIndex, readSearchIndex, searchIndexPath } from '../../../src/search/indexFile';
import { PAGES } from './fixtures';

describe('search index file', () => {
  it('packs the pages and reads them back unchanged', () => {
    const packed = JSON.parse(JSON.stringify(packSearchIndex('en-US', PAGES)));
    expect(readSearchIndex(packed, 'en-US')).toEqual(PAGES);
  });

  it('keeps a link that is not below its page whole', () => {
    const pages = [
      { ...PAGES[1], demos: [{ title: 'Elsewhere', description: '', link: '/demo/jumper-x#a' }] },
    ];
    expect(readSearchIndex(packSearchIndex('en-US', pages), 'en-US')[0].demos[0].link).toBe(
      '/demo/jumper-x#a',
    );
  });

  it('refuses a missing or out-of-date file with a clear message', () => {
    expect(() => readSearchIndex(null, 'zh-CN')).toThrow(
      'The search index of zh-CN is missing or out of date.',
    );
    expect(() => readSearchIndex({ version: 2, pages: [] }, 'en-US')).toThrow(/out of date/);
  });

  it('is served as search-index.<locale>.json', () => {
    expect(searchIndexPath('zh-CN')).toBe('search-index.zh-CN.json');
  });
});
