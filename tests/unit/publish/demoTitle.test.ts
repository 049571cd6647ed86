import { describe, expect, it } from 'vitest';
import { demoIdOf, demoPageTitle, withStaticTitle } from '../../../src/publish/demoTitle';

const shell = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="ie=edge">
<script>document.documentElement.setAttribute("data-prefers-color","light")</script>
<script src="/framework.js"></script>
</head>
<body><div id="root"></div></body>
</html>`;

describe('demoIdOf', () => {
  it('reads the demo of a ~demos file, at the root or under the sub-path, and nothing else', () => {
    expect(demoIdOf('~demos/docs-demo-sizer-demo-sizer/index.html')).toBe('docs-demo-sizer-demo-sizer');
    expect(demoIdOf('~demos\\docs-demo-basic-demo-basic.zh-cn\\index.html')).toBe('docs-demo-basic-demo-basic.zh-cn');
    expect(demoIdOf('demo/sizer/index.html')).toBeNull();
    expect(demoIdOf('404.html')).toBeNull();
  });
});

describe('demoPageTitle', () => {
  const titles = new Map([
    ['docs-demo-sizer-demo-sizer', 'Size changer'],
    ['docs-demo-sizer-demo-sizer.zh-cn', '每页条数切换'],
    ['docs-demo-untitled', undefined],
  ]);
  const format = (title: string) => `${title} – Demo`;

  it("names the demo as the page's script will", () => {
    expect(demoPageTitle('docs-demo-sizer-demo-sizer', titles, format)).toBe('Size changer – Demo');
    expect(demoPageTitle('docs-demo-sizer-demo-sizer.zh-cn', titles, format)).toBe('每页条数切换 – Demo');
  });

  it('falls back on the id for a demo without a title or unknown to dumi (the `:id` route)', () => {
    expect(demoPageTitle('docs-demo-untitled', titles, format)).toBe('docs-demo-untitled – Demo');
    expect(demoPageTitle(':id', titles, format)).toBe(':id – Demo');
  });
});

describe('withStaticTitle', () => {
  it('puts an escaped title right after the charset, before any script', () => {
    const html = withStaticTitle(shell, 'A <b> & "c" – Demo');
    expect(html).toContain('<meta charset="utf-8"><title>A &lt;b&gt; &amp; &quot;c&quot; – Demo</title>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script'));
  });

  it('replaces an empty title and keeps a written one', () => {
    const empty = shell.replace('</head>', '<title></title></head>');
    const titled = withStaticTitle(empty, 'Size changer – Demo');
    expect(titled.match(/<title>/g)).toHaveLength(1);
    expect(titled).toContain('<title>Size changer – Demo</title>');
    const written = shell.replace('</head>', '<title data-rh="true">Basic – Demo</title></head>');
    expect(withStaticTitle(written, 'Other')).toBe(written);
  });

  it('fails, naming the problem, on a file without a charset', () => {
    expect(() => withStaticTitle('<html><head></head></html>', 'x')).toThrow(/no <meta charset>/);
  });
});
