import { describe, expect, it } from 'vitest';
import { appendToHead, firstParagraphOf, insertPolicy, metaOf } from '../../../plugins/publish/head';

const HTML = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><script>x()</script>
<title data-rh="true">Sizer &amp; more</title><meta data-rh="true" property="og:title" content="Sizer">
<meta data-rh="true" name="description" content="Say &quot;hi&quot; to the size changer"></head>
<body><header><p>not this</p></header><article><h1>Sizer</h1><p>The <code>showSizeChanger</code> prop adds a select.</p></article></body></html>`;

describe('reading a prerendered head', () => {
  it('reads a meta tag as text', () => {
    expect(metaOf(HTML, 'description')).toBe('Say "hi" to the size changer');
    expect(metaOf(HTML, 'og:title')).toBe('Sizer');
    expect(metaOf(HTML, 'twitter:card')).toBeNull();
  });

  it('takes the article’s first paragraph as text', () => {
    expect(firstParagraphOf(HTML)).toBe('The showSizeChanger prop adds a select.');
  });
});

describe('writing into the head', () => {
  it('puts the policy at the end of the head, after what React renders there and before the body', () => {
    const out = insertPolicy(HTML, "default-src 'self'");
    expect(out).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;">\n</head>`);
    expect(out.indexOf('http-equiv')).toBeGreaterThan(out.indexOf('<meta data-rh="true" name="description"'));
  });

  it('puts it first, after the charset, in a file the client renders afresh', () => {
    const out = insertPolicy(HTML, "default-src 'self'", { first: true });
    expect(out).toContain(`<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;"><script>`);
    expect(() => insertPolicy('<head></head>', 'x', { first: true })).toThrow(/no <meta charset>/);
  });

  it('appends tags at the end of the head, and refuses a file without one', () => {
    expect(appendToHead(HTML, '<x>')).toMatch(/<x>\n<\/head>/);
    expect(() => appendToHead('<p>no head</p>', '<x>')).toThrow(/no <\/head>/);
  });
});
