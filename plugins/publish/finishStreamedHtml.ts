import { JSDOM } from 'jsdom';

/**
 * umi prerenders each page with React's streaming renderer and writes the stream out as it
 * arrives: the page's content sits in hidden `<div id="S:n">` blocks that small inline scripts
 * ($RC, $RS) move into place when they run. Without JavaScript the page looks empty. This runs
 * those scripts once at build time, so the file holds the finished markup: the same DOM the
 * browser would have after them, which is what React hydrates.
 */
export function finishStreamedHtml(streamed: string): string {
  const html = dropNulBytes(streamed);
  if (!html.includes('$RC(') && !html.includes('$RS(')) return html;
  const dom = new JSDOM(html, { runScripts: 'outside-only' });
  const { document } = dom.window;
  const streamingScripts = Array.from(document.querySelectorAll('script:not([src])')).filter(
    (script) => /\$R[CS]\(/.test(script.textContent ?? ''),
  );
  for (const script of streamingScripts) {
    dom.window.eval(script.textContent ?? '');
    script.remove();
  }
  const leftovers = document.querySelectorAll('div[hidden][id^="S:"], template[id^="P:"]');
  if (leftovers.length > 0) {
    throw new Error(`Prerendered HTML still has ${leftovers.length} unresolved streamed blocks`);
  }
  return dom.serialize();
}

/**
 * Sets `<html lang>` to the page's interface language, adding the attribute where the page has
 * none (dumi's standalone demo pages).
 */
export function setHtmlLang(html: string, lang: string): string {
  if (/<html[^>]*\slang="/.test(html)) {
    return html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${lang}"`);
  }
  return html.replace(/<html(\s[^>]*)?>/, (_, attributes = '') => `<html lang="${lang}"${attributes}>`);
}

/**
 * React 18.2's streaming renderer sends its whole 2 KB write buffer when a multi-byte character
 * does not fit at its end, zero bytes included: Chinese pages get NUL bytes at random places.
 * They are never content. An HTML parser would turn those inside an attribute into U+FFFD (the
 * search box's Chinese label read "搜��索文档"), so they go before anything parses the page.
 */
export function dropNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replace(/\u0000/g, '') : html;
}
