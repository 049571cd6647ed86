import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_STORED_LENGTH,
  parseEdits,
  readStoredEdits,
  serializeEdits,
  sessionKey,
  storeEdits,
} from '../../../src/theme/Previewer/Live/sessionEdits';

const NAMES = ['index.tsx', 'page-size-select.tsx'];
const EDITS = { 'index.tsx': { language: 'ts' as const, code: 'export default () => null;' } };

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("a demo's edits kept for the tab's session", () => {
  it('reads back what it stored, per demo', () => {
    storeEdits('demo-basic', EDITS);
    expect(readStoredEdits('demo-basic', NAMES)).toEqual(EDITS);
    expect(readStoredEdits('demo-other', NAMES)).toBeNull();
  });

  it('removes the stored edits when there are none left (Reset, or typed back to the original)', () => {
    storeEdits('demo-basic', EDITS);
    storeEdits('demo-basic', {});
    expect(window.sessionStorage.getItem(sessionKey('demo-basic'))).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, edits: EDITS })],
    ['a file the demo does not have', JSON.stringify({ v: 1, edits: { 'evil.tsx': EDITS['index.tsx'] } })],
    ['another language', JSON.stringify({ v: 1, edits: { 'index.tsx': { language: 'py', code: '' } } })],
    ['code that is not text', JSON.stringify({ v: 1, edits: { 'index.tsx': { language: 'ts', code: 1 } } })],
    ['a list', JSON.stringify({ v: 1, edits: [EDITS['index.tsx']] })],
    ['no edits', JSON.stringify({ v: 1, edits: {} })],
    ['null', 'null'],
    ['too long', JSON.stringify({ v: 1, edits: { 'index.tsx': { language: 'ts', code: 'x'.repeat(MAX_STORED_LENGTH) } } })],
  ])('treats what storage holds as hostile: %s is read as nothing', (_, text) => {
    expect(parseEdits(text, NAMES)).toBeNull();
  });

  it('round-trips through its own text', () => {
    expect(parseEdits(serializeEdits(EDITS), NAMES)).toEqual(EDITS);
    expect(serializeEdits({})).toBeNull();
  });

  it('never throws when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeEdits('demo-basic', EDITS)).not.toThrow();
    expect(readStoredEdits('demo-basic', NAMES)).toBeNull();
  });
});
