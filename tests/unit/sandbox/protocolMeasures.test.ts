import { describe, expect, it } from 'vitest';
import { createFrameGate } from '../../../src/sandbox/frameGate';
import { CHANNEL, envelope, pageMessageOf, readFrameMessage, type FrameMessage } from '../../../src/sandbox/protocol';

/** A comparison frame's answer as the probe sends it (src/compare/probe.ts): what the page must take. */
const measures = {
  type: 'measures',
  run: 2,
  markup: {
    prefix: 'rc-pagination',
    elements: [
      { kind: 'list', element: 'ul', role: null, aria: {}, tabIndex: null, classes: ['~'] },
      { kind: 'item', element: 'li', role: 'button', aria: { 'aria-current': 'page' }, tabIndex: '0', classes: ['~item', '~item-#'] },
    ],
  },
  tabStops: [{ kind: 'item', element: 'li', role: 'button', name: '1' }],
  keys: { keys: [{ key: 'Enter', acts: true }, { key: 'Space', acts: false }], restored: true },
  violations: [
    { id: 'nested-interactive', impact: 'serious', nodes: 4, helpUrl: 'https://dequeuniversity.com/rules/axe/4.11/nested-interactive?application=axeAPI' },
  ],
} as const satisfies FrameMessage;

type Changed = (message: Record<string, unknown>) => unknown;
const withMarkup = (change: (markup: Record<string, unknown>) => void): Changed => (message) => {
  const markup = structuredClone(message.markup) as Record<string, unknown>;
  change(markup);
  return { ...message, markup };
};
const withElement = (change: (element: Record<string, unknown>) => void) =>
  withMarkup((markup) => change((markup.elements as Record<string, unknown>[])[1]));
const withViolation = (change: Record<string, unknown>): Changed => (message) => ({
  ...message,
  violations: [{ ...measures.violations[0], ...change }],
});

describe('measures, as the page reads them from a comparison frame', () => {
  it('takes a well-formed answer field by field, and a failure with its reason', () => {
    expect(readFrameMessage(envelope(measures))).toEqual(measures);
    expect(readFrameMessage(envelope({ type: 'probeFailed', run: 2, reason: 'noPagination' }))).toEqual({ type: 'probeFailed', run: 2, reason: 'noPagination' });
    expect(readFrameMessage(envelope({ type: 'probeFailed', run: 2, reason: 'error' }))).toEqual({ type: 'probeFailed', run: 2, reason: 'error' });
  });

  it.each<[string, Changed]>([
    ['an unknown field', (message) => ({ ...message, html: '<img onerror=x>' })],
    ['no run number', ({ run: _, ...message }) => message],
    ['a fractional run number', (message) => ({ ...message, run: 1.5 })],
    ['no markup', ({ markup: _, ...message }) => message],
    ['an unknown field in the markup', withMarkup((markup) => (markup.extra = 1))],
    ['a prefix that is not text', withMarkup((markup) => (markup.prefix = 5))],
    ['more elements than any pagination has', withMarkup((markup) => (markup.elements = Array(2001).fill((markup.elements as unknown[])[0])))],
    ['an element of an unknown kind', withElement((element) => (element.kind = 'script'))],
    ['an element name past 40 characters', withElement((element) => (element.element = 'x'.repeat(41)))],
    ['an unknown field on an element', withElement((element) => (element.onclick = 'x'))],
    ['an attribute that is not aria-*', withElement((element) => (element.aria = { onclick: 'x' }))],
    ['an aria value that is not text', withElement((element) => (element.aria = { 'aria-label': 5 }))],
    ['a class that is not text', withElement((element) => (element.classes = [{}]))],
    ['a role that is neither text nor null', withElement((element) => (element.role = 1))],
    ['a tab stop with an unknown field', (message) => ({ ...message, tabStops: [{ ...measures.tabStops[0], x: 1 }] })],
    ['a tab stop name past 500 characters', (message) => ({ ...message, tabStops: [{ ...measures.tabStops[0], name: 'n'.repeat(501) }] })],
    ['tab stops that are not a list', (message) => ({ ...message, tabStops: {} })],
    ['a key the probe never presses', (message) => ({ ...message, keys: { keys: [{ key: 'Tab', acts: true }], restored: true } })],
    ['a key result that is not true or false', (message) => ({ ...message, keys: { keys: [{ key: 'Enter', acts: 'yes' }], restored: true } })],
    ['more key results than keys', (message) => ({ ...message, keys: { keys: Array(3).fill({ key: 'Enter', acts: true }), restored: true } })],
    ['no restored flag', (message) => ({ ...message, keys: { keys: [] } })],
    ['a help address on another host', withViolation({ helpUrl: 'https://example.test/nested-interactive' })],
    ['a script address as help', withViolation({ helpUrl: 'javascript:alert(1)' })],
    ['a rule id with markup', withViolation({ id: '<b>rule</b>' })],
    ['an unknown impact', withViolation({ impact: 'fatal' })],
    ['a negative count', withViolation({ nodes: -1 })],
    ['an unknown field on a violation', withViolation({ tags: ['wcag2a'] })],
  ])('rejects an answer with %s', (_name, change) => {
    expect(readFrameMessage(change(envelope(measures) as unknown as Record<string, unknown>))).toBeNull();
  });

  it("shows the control and format characters of what the frame reports as U+FFFD, so a bidi override cannot reorder the page's sentence", () => {
    const rlo = '\u202E';
    const reported = withElement((element) => {
      element.aria = { 'aria-label': `Page${rlo}gnp.exe` };
      element.classes = [`~item${rlo}x`];
      element.role = `button${rlo}`;
    })(envelope(measures) as unknown as Record<string, unknown>) as Record<string, unknown>;
    reported.tabStops = [{ ...measures.tabStops[0], name: `1\u2066\u0007` }];
    const read = readFrameMessage(reported) as Extract<FrameMessage, { type: 'measures' }>;
    expect(read.markup.elements[1]).toMatchObject({ aria: { 'aria-label': 'Page\uFFFDgnp.exe' }, classes: ['~item\uFFFDx'], role: 'button\uFFFD' });
    expect(read.tabStops[0].name).toBe('1\uFFFD\uFFFD');
    // an error's lines stay lines
    const crash = readFrameMessage(envelope({ type: 'result', run: 1, error: { kind: 'runtime', message: `boom${rlo}moob`, stack: 'at a\n\tat b' } }));
    expect(crash).toEqual({ type: 'result', run: 1, error: { kind: 'runtime', message: 'boom\uFFFDmoob', stack: 'at a\n\tat b' } });
  });

  it('rejects a failure with an unknown reason or no run', () => {
    expect(readFrameMessage({ channel: CHANNEL, type: 'probeFailed', run: 2, reason: 'because' })).toBeNull();
    expect(readFrameMessage({ channel: CHANNEL, type: 'probeFailed', reason: 'error' })).toBeNull();
  });

  it('lets the runner read the probe request', () => {
    expect(pageMessageOf(envelope({ type: 'probe', run: 3 }))).toMatchObject({ type: 'probe', run: 3 });
  });
});

describe("the frame gate and a comparison frame's answer", () => {
  const ready = (gate: ReturnType<typeof createFrameGate>, run: number) => {
    gate.admit({ type: 'ready' });
    gate.admit({ type: 'result', run, error: null });
  };

  it("takes one answer, of its own run, once that run rendered", () => {
    const gate = createFrameGate(2, true);
    gate.admit({ type: 'ready' });
    expect(gate.admit(measures)).toBe(false);
    gate.admit({ type: 'result', run: 2, error: null });
    expect(gate.admit({ ...measures, run: 1 })).toBe(false);
    expect(gate.admit(measures)).toBe(true);
    expect(gate.admit(measures)).toBe(false);
    expect(gate.admit({ type: 'probeFailed', run: 2, reason: 'error' })).toBe(false);
  });

  it('takes no answer from a frame that was not asked: the demo\'s own frame is never probed', () => {
    const gate = createFrameGate(2);
    ready(gate, 2);
    expect(gate.admit(measures)).toBe(false);
    expect(gate.admit({ type: 'probeFailed', run: 2, reason: 'error' })).toBe(false);
  });

  it('takes no answer after the run failed', () => {
    const gate = createFrameGate(2, true);
    gate.admit({ type: 'ready' });
    gate.admit({ type: 'result', run: 2, error: { kind: 'export', file: 'index.tsx' } });
    expect(gate.admit(measures)).toBe(false);
  });
});
