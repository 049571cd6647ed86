import { readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { act } from 'react-dom/test-utils';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyHead } from '../../../src/runtime/head/apply';
import { Helmet, HelmetProvider } from '../../../src/runtime/head';
import { mergeHeadRequests, readHelmetChildren } from '../../../src/runtime/head/tags';

// the head umi's prerender writes with react-helmet-async (as in docs-dist/demo/basic)
const PRERENDERED = [
  '<title data-rh="true">Basic</title>',
  '<meta data-rh="true" name="description" content="Old description">',
  '<meta data-rh="true" name="theme-color" media="(prefers-color-scheme: light)" content="#fff">',
  '<link data-rh="true" rel="canonical" href="https://example.com/demo/basic/">',
  '<link data-rh="true" rel="alternate" hreflang="zh-CN" href="https://example.com/zh-CN/demo/basic/">',
  '<link rel="stylesheet" href="/umi.css">',
].join('');

function pageHead(title: string, description: string, path: string) {
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff" />
      <link rel="canonical" href={`https://example.com${path}`} />
      <link rel="alternate" hrefLang="zh-CN" href={`https://example.com/zh-CN${path}`} />
    </Helmet>
  );
}

describe('the browser stand-in for react-helmet-async (src/runtime/head)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('lang');
  });

  it('reads React prop names as HTML attributes, and merges instances as react-helmet-async', () => {
    const outer = readHelmetChildren([<html key="h" lang="en-US" />, <title key="t">Outer</title>, <meta key="m" name="description" content="outer" />]);
    const inner = readHelmetChildren([<title key="t">Inner</title>, <meta key="m" name="description" content="inner" />, <link key="l" rel="alternate" hrefLang="x-default" href="/x" />, <meta key="n" content="nameless" />]);
    expect(mergeHeadRequests([outer, inner])).toEqual({
      title: 'Inner',
      html: { lang: 'en-US' },
      // the inner instance's description replaces the outer one's; a tag without a name is dropped
      meta: [{ name: 'description', content: 'inner' }],
      link: [{ rel: 'alternate', hreflang: 'x-default', href: '/x' }],
    });
  });

  it('keeps equal prerendered tags untouched and replaces the others after a navigation', () => {
    document.head.innerHTML = PRERENDERED;
    const kept = document.head.querySelector('meta[name="theme-color"]');
    applyHead(document, mergeHeadRequests([readHelmetChildren(pageHead('Basic', 'Old description', '/demo/basic/').props.children)]));
    expect(document.head.innerHTML).toBe(PRERENDERED);
    applyHead(document, mergeHeadRequests([readHelmetChildren(pageHead('Sizer', 'New', '/demo/sizer/').props.children)]));
    expect(document.title).toBe('Sizer');
    expect(document.head.querySelector('meta[name="theme-color"]')).toBe(kept);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('New');
    expect([...document.head.querySelectorAll('link[data-rh]')].map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/demo/sizer/',
      'https://example.com/zh-CN/demo/sizer/',
    ]);
    // what it does not manage stays
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('renders nothing, so the prerendered markup hydrates, and writes the inner title after the commit', async () => {
    expect(renderToString(<HelmetProvider context={{}}>{pageHead('A', 'a', '/a/')}</HelmetProvider>)).toBe('');
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      await act(async () => {
        root.render(
          <HelmetProvider>
            <Helmet>
              <html lang="zh-CN" />
              <title>Outer</title>
            </Helmet>
            {pageHead('Inner', 'Inner page', '/inner/')}
          </HelmetProvider>,
        );
      });
      // the head is written in the next animation frame
      await vi.waitFor(() => expect(document.title).toBe('Inner'));
      expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Inner page');
      await act(async () => {
        root.render(<HelmetProvider>{pageHead('Next', 'Next page', '/next/')}</HelmetProvider>);
      });
      await vi.waitFor(() => expect(document.title).toBe('Next'));
      // an attribute no instance asks for any more is removed
      expect(document.documentElement.hasAttribute('lang')).toBe(false);
    } finally {
      act(() => root.unmount());
    }
  });

  it('is what the registry entry ownHead says umi re-exports', () => {
    const renderer = readFileSync(path.join(__dirname, '../../../node_modules/@umijs/renderer-react/dist/index.js'), 'utf8');
    expect(renderer).toContain("export { Helmet, HelmetProvider } from 'react-helmet-async';");
  });
});
