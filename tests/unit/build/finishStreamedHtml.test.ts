// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { finishStreamedHtml, setHtmlLang } from '../../../plugins/publish/finishStreamedHtml';

// The shape React's streaming renderer gives a page whose content resolves after the shell.
const RC = `function $RC(a,b){a=document.getElementById(a);b=document.getElementById(b);b.parentNode.removeChild(b);if(a){a=a.previousSibling;var f=a.parentNode,c=a.nextSibling,e=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d)if(0===e)break;else e--;else"$"!==d&&"$?"!==d&&"$!"!==d||e++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;b.firstChild;)f.insertBefore(b.firstChild,c);a.data="$";a._reactRetry&&a._reactRetry()}};`;
const streamed =
  '<!DOCTYPE html><html lang="en"><head></head><body><div id="root"><!--$?--><template id="B:0"></template><p>loading</p><!--/$--></div>' +
  '<script src="/umi.js" async=""></script>' +
  `<div hidden id="S:0"><main><h1>Basic</h1><ul class="rc-pagination"></ul></main></div><script>${RC}$RC("B:0","S:0")</script></body></html>`;

describe('finishStreamedHtml', () => {
  it('moves streamed content into place so the page reads without JavaScript', () => {
    const html = finishStreamedHtml(streamed);
    expect(html).toContain('<div id="root"><!--$--><main><h1>Basic</h1>');
    expect(html).not.toContain('hidden id="S:0"');
    expect(html).not.toContain('$RC(');
    expect(html).not.toContain('loading');
    expect(html).toContain('<script src="/umi.js" async="">');
  });

  it('leaves a page that was not streamed untouched', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><div id="root"></div></body></html>';
    expect(finishStreamedHtml(plain)).toBe(plain);
  });
});

describe('NUL bytes from React 18.2 streaming', () => {
  it('are dropped, also inside attributes, where a parser would make them U+FFFD', () => {
    const withNuls = streamed
      .replace('<h1>Basic</h1>', '<h1 aria-label="搜\u0000\u0000索文档">Ba\u0000sic</h1>')
      .replace('<head>', '<head><title>文\u0000档</title>');
    const finished = finishStreamedHtml(withNuls);
    expect(finished).toContain('aria-label="搜索文档"');
    expect(finished).toContain('>Basic</h1>');
    expect(finished).not.toMatch(/[\u0000\ufffd]/);
    expect(finishStreamedHtml('<html><head><title>文\u0000档</title></head></html>')).toBe(
      '<html><head><title>文档</title></head></html>',
    );
  });
});

describe('setHtmlLang', () => {
  it('sets the language of the page', () => {
    expect(setHtmlLang('<html lang="en"><head>', 'zh-CN')).toBe('<html lang="zh-CN"><head>');
  });

  it('adds the attribute to a page that has none (standalone demos)', () => {
    expect(setHtmlLang('<!DOCTYPE html><html><head>', 'en-US')).toBe(
      '<!DOCTYPE html><html lang="en-US"><head>',
    );
    expect(setHtmlLang('<html dir="ltr"><head>', 'zh-CN')).toBe('<html lang="zh-CN" dir="ltr"><head>');
  });
});
