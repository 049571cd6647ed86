import { describe, expect, it } from 'vitest';
import {
  extractAnchors,
  extractLinks,
  fileForPath,
  findBrokenLinks,
  normalizeBase,
  pageUrlOf,
  resolveHref,
} from '../../../scripts/links.mjs';

describe('extractLinks and extractAnchors', () => {
  it('reads href and src in any quoting, decoding entities', () => {
    const html = `<link rel="icon" href='/favicon.svg'><a href="/demo/basic?x=1&amp;y=2#top">a</a>
      <img src=logo.svg alt=""><a name="old">x</a>`;
    expect(extractLinks(html)).toEqual(['/favicon.svg', '/demo/basic?x=1&y=2#top', 'logo.svg']);
    expect([...extractAnchors(html)]).toEqual(['old']);
  });

  it('ignores text inside scripts, styles and comments', () => {
    const html = `<script>var s = '<a href="/nowhere">';</script><!-- <a href="/gone"> -->
      <style>a[href="/x"]{}</style><h2 id="api">API</h2>`;
    expect(extractLinks(html)).toEqual([]);
    expect([...extractAnchors(html)]).toEqual(['api']);
  });
});

describe('addresses', () => {
  it('normalises the base', () => {
    expect(normalizeBase(undefined)).toBe('/');
    expect(normalizeBase('pagination')).toBe('/pagination/');
    expect(normalizeBase('/pagination/')).toBe('/pagination/');
  });

  it('serves a folder index without the trailing slash', () => {
    expect(pageUrlOf('index.html', '/')).toBe('/');
    expect(pageUrlOf('demo/basic/index.html', '/pagination/')).toBe('/pagination/demo/basic');
    expect(pageUrlOf('404.html', '/')).toBe('/404.html');
  });

  it('resolves relative, root-relative and fragment-only links against the page', () => {
    const page = '/pagination/demo/basic';
    expect(resolveHref('simple', page, '/pagination/')).toEqual({ path: 'demo/simple', fragment: '' });
    expect(resolveHref('../zh-CN#%E5%AE%89%E8%A3%85', page, '/pagination/')).toEqual({
      path: 'zh-CN',
      fragment: '安装',
    });
    expect(resolveHref('#api', page, '/pagination/')).toEqual({ path: 'demo/basic', fragment: 'api' });
    expect(resolveHref('/pagination/', page, '/pagination/')).toEqual({ path: '', fragment: '' });
  });

  it('leaves other sites and non-locations alone, and flags addresses outside the base', () => {
    for (const href of ['https://github.com/x', '//cdn.example/x.js', 'mailto:a@b.c', 'data:,x']) {
      expect(resolveHref(href, '/', '/')).toBeNull();
    }
    expect(resolveHref('/demo/basic', '/pagination/', '/pagination/')).toMatchObject({
      path: '/demo/basic',
      outside: true,
    });
  });

  it('finds the file the static server would send', () => {
    const files = new Set(['index.html', 'demo/basic/index.html', 'umi.js']);
    expect(fileForPath('', files)).toBe('index.html');
    expect(fileForPath('demo/basic/', files)).toBe('demo/basic/index.html');
    expect(fileForPath('umi.js', files)).toBe('umi.js');
    expect(fileForPath('demo/nope', files)).toBeNull();
  });
});

describe('findBrokenLinks', () => {
  const site = (home: string, basic: string, base = '/') => ({
    base,
    pages: new Map([
      ['index.html', home],
      ['demo/basic/index.html', basic],
    ]),
    files: new Set(['index.html', 'demo/basic/index.html', 'umi.js']),
  });

  it('accepts a site whose links and anchors all resolve', () => {
    const broken = findBrokenLinks(
      site(
        '<script src="/umi.js"></script><a href="/demo/basic#api">API</a><a href="https://x.org">x</a>',
        '<h2 id="api">API</h2><a href="/">home</a><a href="#api">#</a><a href="../">up</a>',
      ),
    );
    expect(broken).toEqual([]);
  });

  it('reports a link to a page that does not exist', () => {
    expect(findBrokenLinks(site('<a href="/demo/missing">x</a>', ''))).toEqual([
      { page: 'index.html', href: '/demo/missing', reason: 'no file for /demo/missing' },
    ]);
  });

  it('reports an anchor that is not on the target page', () => {
    expect(findBrokenLinks(site('<a href="demo/basic#no-such">x</a>', '<h2 id="api">API</h2>'))).toEqual([
      {
        page: 'index.html',
        href: 'demo/basic#no-such',
        reason: 'demo/basic/index.html has no element with id "no-such"',
      },
    ]);
    expect(findBrokenLinks(site('', '<a href="#gone">x</a>'))).toHaveLength(1);
  });

  it('reports a root-relative link that escapes a sub-path deploy', () => {
    const broken = findBrokenLinks(site('<a href="/demo/basic">x</a>', '', '/pagination/'));
    expect(broken).toEqual([
      {
        page: 'index.html',
        href: '/demo/basic',
        reason: "/demo/basic is outside the site's base /pagination/",
      },
    ]);
  });
});
