// @vitest-environment node
import { readFileSync } from 'fs';
import path from 'path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { finishStreamedHtml, setHtmlLang } from '../../../plugins/publish/finishStreamedHtml';
import { insertPolicy, metaOf } from '../../../plugins/publish/head';
import { buildPolicy, inlineScripts, scriptHash } from '../../../scripts/csp.mjs';

/**
 * The build's HTML post-processing (plugins/publish/index.ts)
 * on two files as umi wrote them, before any post-processing: a prerendered Chinese page, streamed
 * by React 18.2, and a standalone demo page the client renders afresh. The
 * results are read back with an HTML parser, as a browser reads them.
 */
type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const streamedPage = fixture('streamed.zh-CN.html');
const standaloneDemo = fixture('standaloneDemo.html');

function elements(root: Node): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) found.push(node);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(root);
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const headOf = (html: string) => elements(parse(html)).find((element) => element.tagName === 'head')!;
const childElements = (element: Element) => element.childNodes.filter((node): node is Element => 'tagName' in node);
const text = (node: Node): string =>
  node.nodeName === '#text' ? (node as DefaultTreeAdapterMap['textNode']).value : 'childNodes' in node ? node.childNodes.map(text).join('') : '';

/** What the plugin does to one file, in its order. */
function postProcess(html: string, lang: string, { page }: { page: boolean }) {
  const finished = setHtmlLang(finishStreamedHtml(html), lang);
  const policy = buildPolicy(inlineScripts(finished).map(scriptHash));
  return { html: insertPolicy(finished, policy, { first: !page }), policy };
}

describe('HTML post-processing of a streamed prerendered page', () => {
  const { html, policy } = postProcess(streamedPage, 'zh-CN', { page: true });
  const document = parse(html);
  const all = elements(document);

  it('is a real streamed page to begin with', () => {
    expect(streamedPage).toContain('$RC("B:0","S:0")');
  });

  it('holds the finished content: no hidden segments, no streaming scripts, no fallbacks left', () => {
    expect(all.filter((element) => attr(element, 'id')?.match(/^[SPB]:/))).toEqual([]);
    expect(html).not.toContain('$RC(');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toMatch(/[\u0000\ufffd]/);
    const main = all.find((element) => attr(element, 'id') === 'root')!;
    expect(text(main)).toContain('受控');
  });

  it('says the page language on <html>', () => {
    expect(attr(all.find((element) => element.tagName === 'html')!, 'lang')).toBe('zh-CN');
  });

  it("puts the CSP meta tag last in the head, after the tags React rendered there", () => {
    const head = childElements(headOf(html));
    const last = head[head.length - 1];
    expect(attr(last, 'http-equiv')).toBe('Content-Security-Policy');
    expect(attr(last, 'content')).toBe(policy);
    expect(all.filter((element) => attr(element, 'http-equiv') === 'Content-Security-Policy')).toHaveLength(1);
  });

  it('keeps the head tags (title, description, canonical, language twins)', () => {
    const head = childElements(headOf(html));
    expect(head.find((element) => element.tagName === 'title')).toBeDefined();
    expect(metaOf(html, 'description')).toMatch(/^同时传入 current 和 onChange/);
    expect(head.some((element) => attr(element, 'rel') === 'canonical')).toBe(true);
    expect(head.filter((element) => attr(element, 'rel') === 'alternate').map((element) => attr(element, 'hreflang'))).toContain('en-US');
  });

  it('allows the inline scripts that are left (the colour-mode script), by hash', () => {
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const body of scripts) expect(policy).toContain(scriptHash(body));
  });
});

describe('HTML post-processing of a standalone demo page (rendered by the client)', () => {
  const { html, policy } = postProcess(standaloneDemo, 'en-US', { page: false });

  it('adds the lang attribute the file lacks', () => {
    expect(standaloneDemo).toMatch(/<html>/);
    expect(html).toMatch(/<html lang="en-US">/);
  });

  it('puts the CSP meta tag right after the charset, ahead of every script', () => {
    const head = childElements(headOf(html));
    expect(attr(head[0], 'charset')).toBe('utf-8');
    expect(attr(head[1], 'http-equiv')).toBe('Content-Security-Policy');
    expect(attr(head[1], 'content')).toBe(policy);
    expect(head.findIndex((element) => element.tagName === 'script')).toBeGreaterThan(1);
  });

  it('changes nothing else in a file that was not streamed', () => {
    expect(finishStreamedHtml(standaloneDemo)).toBe(standaloneDemo);
  });
});

describe('finishStreamedHtml on $RS (a segment into its placeholder)', () => {
  it('moves the segment into the placeholder, nested in a boundary that completes after', () => {
    const RS = 'function $RS(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};';
    const page =
      '<!DOCTYPE html><html><head></head><body><div id="root"><!--$?--><template id="B:0"></template>…<!--/$--></div>' +
      '<div hidden id="S:0"><p>before <template id="P:1"></template> after</p></div>' +
      `<div hidden id="S:1"><b>middle</b></div><script>${RS}$RS("S:1","P:1")</script>` +
      '<script>function $RC(a,b){}$RC("B:0","S:0")</script></body></html>';
    expect(finishStreamedHtml(page)).toBe(
      '<!DOCTYPE html><html><head></head><body><div id="root"><!--$--><p>before <b>middle</b> after</p><!--/$--></div></body></html>',
    );
  });

  it('refuses a streaming script it does not know ($RX: an errored boundary)', () => {
    const page = '<html><body><script>$RC("B:0","S:0");$RX("B:1")</script></body></html>';
    expect(() => finishStreamedHtml(page)).toThrow(/\$RC\/\$RS/);
  });
});
