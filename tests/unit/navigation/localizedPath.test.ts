import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../../src/i18n';

const en = { id: 'en-US', base: '/' };
const zh = { id: 'zh-CN', base: '/zh-CN' };

describe('localizedPath', () => {
  it.each([
    ['/demo/basic', en, zh, '/zh-CN/demo/basic'],
    ['/', en, zh, '/zh-CN'],
    ['/zh-CN/demo/basic', zh, en, '/demo/basic'],
    ['/zh-CN', zh, en, '/'],
    ['/zh-CN/', zh, en, '/'],
    ['/~demos/docs-demo-basic', en, zh, '/zh-CN/~demos/docs-demo-basic'],
  ])('%s from %s to %s → %s', (path, from, to, expected) => {
    expect(localizedPath(path, from, to)).toBe(expected);
  });

  it('leaves a path outside the current language alone', () => {
    expect(localizedPath('/elsewhere', zh, en)).toBe('/elsewhere');
  });

  it('does not take /zh-CNx for a Chinese page', () => {
    expect(localizedPath('/zh-CNx/page', zh, en)).toBe('/zh-CNx/page');
  });
});
