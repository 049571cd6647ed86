import { describe, expect, it } from 'vitest';
import {
  CHANNEL,
  describeThrown,
  envelope,
  MAX_HEIGHT,
  pageMessageOf,
  readFrameMessage,
  type PageMessage,
  type SandboxError,
} from '../../../src/sandbox/protocol';

/** What page and frame accept from each other: our shapes only, everything else is null. */
const run: PageMessage = { type: 'run', run: 3, files: [{ name: 'index.tsx', code: 'export default () => null;' }], entry: 'index.tsx' };

describe('pageMessageOf (the runner reading its port)', () => {
  it("reads a message with the channel's mark, and nothing else", () => {
    expect(pageMessageOf(envelope(run))).toMatchObject(run);
    expect(pageMessageOf(envelope({ type: 'connect' }))).toMatchObject({ type: 'connect' });
    for (const data of ['run', run, { ...run, channel: 'other' }, null, [CHANNEL, 'run']]) expect(pageMessageOf(data)).toBeNull();
  });
});

describe('readFrameMessage (the page reading the frame)', () => {
  it('reads each message the frame sends', () => {
    expect(readFrameMessage(envelope({ type: 'ready' }))).toEqual({ type: 'ready' });
    expect(readFrameMessage(envelope({ type: 'height', height: 120.2, overlay: 92, left: 8, right: 130 }))).toEqual({
      type: 'height',
      height: 120.203125,
      overlay: 92,
      left: 8,
      right: 130,
    });
    // a frame with no popup may leave its area out
    expect(readFrameMessage({ channel: CHANNEL, type: 'height', height: 10 })).toEqual({ type: 'height', height: 10, overlay: 0, left: 0, right: 0 });
    expect(readFrameMessage(envelope({ type: 'result', run: 1, error: null }))).toEqual({ type: 'result', run: 1, error: null });
    const errors: SandboxError[] = [
      { kind: 'syntax', file: 'index.tsx', reason: 'Unexpected token', line: 6, column: 3 },
      { kind: 'syntax', file: 'index.tsx', reason: 'Identifier has already been declared', line: null, column: null },
      { kind: 'import', file: 'index.tsx', specifier: 'lodash', allowed: ['react'] },
      { kind: 'export', file: 'index.tsx' },
      { kind: 'runtime', message: 'boom', stack: 'Error: boom\n    at Demo' },
      { kind: 'stopped' },
    ];
    for (const error of errors) {
      expect(readFrameMessage(envelope({ type: 'result', run: 2, error }))).toEqual({ type: 'result', run: 2, error });
    }
    expect(readFrameMessage(envelope({ type: 'needLocale', id: 'kmr_IQ' }))).toEqual({ type: 'needLocale', id: 'kmr_IQ' });
    expect(readFrameMessage(envelope({ type: 'call', run: 2, name: 'onShowSizeChange', args: [3, 20] }))).toEqual({
      type: 'call',
      run: 2,
      name: 'onShowSizeChange',
      args: [3, 20],
    });
    // extra fields of a move are dropped
    expect(readFrameMessage({ channel: CHANNEL, type: 'moved', to: 'x'.repeat(100) })).toEqual({ type: 'moved' });
  });

  it('caps the height a frame asks for', () => {
    expect(readFrameMessage(envelope({ type: 'height', height: 1e9, overlay: 1e9, left: 0, right: 1e9 }))).toEqual({
      type: 'height',
      height: MAX_HEIGHT,
      overlay: MAX_HEIGHT,
      left: 0,
      right: MAX_HEIGHT,
    });
  });

  it.each([
    ['a height that is not a number', { channel: CHANNEL, type: 'height', height: '100px' }],
    ['a negative height', envelope({ type: 'height', height: -5, overlay: 0, left: 0, right: 0 })],
    ['an endless height', envelope({ type: 'height', height: Infinity, overlay: 0, left: 0, right: 0 })],
    ['a negative popup extent', envelope({ type: 'height', height: 5, overlay: -5, left: 0, right: 0 })],
    ['an endless popup extent', envelope({ type: 'height', height: 5, overlay: Infinity, left: 0, right: 0 })],
    ['a popup extent that is not a number', { channel: CHANNEL, type: 'height', height: 5, overlay: '9999px' }],
    ['a popup edge left of the frame', envelope({ type: 'height', height: 5, overlay: 5, left: -5, right: 10 })],
    ['a popup edge that is not a number', { channel: CHANNEL, type: 'height', height: 5, overlay: 5, left: 0, right: '100%' }],
    ['a result without a run number', { channel: CHANNEL, type: 'result', error: null }],
    ['an error of an unknown kind', { channel: CHANNEL, type: 'result', run: 1, error: { kind: 'html', html: '<img onerror=x>' } }],
    ['a runtime error whose message is not text', { channel: CHANNEL, type: 'result', run: 1, error: { kind: 'runtime', message: {}, stack: '' } }],
    ['a syntax error at a fractional line', { channel: CHANNEL, type: 'result', run: 1, error: { kind: 'syntax', file: 'a', reason: 'b', line: 1.5, column: 1 } }],
    ['a call of a listener the log does not know', { channel: CHANNEL, type: 'call', run: 1, name: 'onClick', args: [1, 10] }],
    ['a call with text for a page', { channel: CHANNEL, type: 'call', run: 1, name: 'onChange', args: ['<b>2</b>', 10] }],
    ['a call with a fractional page', envelope({ type: 'call', run: 1, name: 'onChange', args: [1.5, 10] })],
    ['a call with three arguments', { channel: CHANNEL, type: 'call', run: 1, name: 'onChange', args: [1, 10, 3] }],
    ['a call whose arguments are not a list', { channel: CHANNEL, type: 'call', run: 1, name: 'onChange', args: { 0: 1, 1: 10, length: 2 } }],
    ['a call without a run number', { channel: CHANNEL, type: 'call', name: 'onChange', args: [1, 10] }],
    ['a locale request with a path', envelope({ type: 'needLocale', id: '../secret' })],
    ['a message the page itself would send', envelope(run)],
    ['null', null],
    ['an array', [CHANNEL, 'ready']],
  ])('ignores %s', (_name, data) => {
    expect(readFrameMessage(data)).toBeNull();
  });
});

describe('describeThrown', () => {
  it('turns anything thrown into text', () => {
    expect(describeThrown(new Error('boom')).message).toBe('boom');
    expect(describeThrown('plain')).toEqual({ message: 'plain', stack: '' });
    expect(describeThrown(null)).toEqual({ message: 'null', stack: '' });
  });
});
