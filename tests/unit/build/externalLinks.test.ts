import { describe, expect, it } from 'vitest';
import rehypeExternalLinks, {
  isExternalHref,
  type HastElement,
} from '../../../plugins/publish/externalLinks';

const options = {
  newTabText: { 'en-US': '(opens in a new tab)', 'zh-CN': '（在新标签页中打开）' },
  defaultLocale: 'en-US',
};

const link = (href: string, rel?: string): HastElement => ({
  type: 'element',
  tagName: 'a',
  properties: rel ? { href, rel } : { href },
  children: [{ type: 'text', value: 'dumi' }],
});

function run(tree: HastElement, path: string) {
  rehypeExternalLinks(options)(tree, { path });
  return tree;
}

describe('isExternalHref', () => {
  it('treats absolute http(s) and protocol-relative addresses as other sites', () => {
    expect(['https://d.umijs.org', 'http://x.org/a', '//cdn.example/x'].every(isExternalHref)).toBe(true);
    expect(['/demo/basic', 'basic', '#api', 'mailto:a@b.c', undefined].some(isExternalHref)).toBe(false);
  });
});

describe('rehypeExternalLinks', () => {
  it('opens an external link in a new tab with noopener noreferrer and a hidden note', () => {
    const tree = run({ type: 'root', children: [link('https://d.umijs.org', 'nofollow')] }, 'docs/index.md');
    const [anchor] = tree.children!;
    expect(anchor.properties).toEqual({
      href: 'https://d.umijs.org',
      target: '_blank',
      rel: ['nofollow', 'noopener', 'noreferrer'],
    });
    expect(anchor.children![1]).toMatchObject({
      properties: { className: ['site-visually-hidden'] },
      children: [{ value: ' (opens in a new tab)' }],
    });
  });

  it('writes the note in the page language', () => {
    const tree = run({ type: 'root', children: [link('https://d.umijs.org')] }, 'docs/index.zh-CN.md');
    expect(tree.children![0].children![1].children![0].value).toBe(' （在新标签页中打开）');
  });

  it("reads the page language from dumi's fileAbsPath when the file has no path", () => {
    const tree: HastElement = { type: 'root', children: [link('https://d.umijs.org')] };
    const processor = { data: (key: string) => (key === 'fileAbsPath' ? '/site/docs/index.zh-CN.md' : undefined) };
    rehypeExternalLinks.call(processor, options)(tree, {});
    expect(tree.children![0].children![1].children![0].value).toBe(' （在新标签页中打开）');
  });

  it('leaves links within the site untouched', () => {
    const inner = link('/demo/basic');
    run({ type: 'root', children: [{ type: 'element', tagName: 'p', children: [inner] }] }, 'docs/index.md');
    expect(inner.properties).toEqual({ href: '/demo/basic' });
    expect(inner.children).toHaveLength(1);
  });
});
