import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodeLzUri } from '../../../src/liveDemo/lzDecode';
import { MAX_PAYLOAD_LENGTH, MAX_SHARED_LENGTH, readShared, shareHash } from '../../../src/liveDemo/share';
import { hashTargets } from '../../../src/liveDemo/shareAddress';
import { punctuation, quadraticOutput, quadraticPayload, realDemos, sharePayload } from '../../support/hostileLinks';

const ID = 'docs-demo-basic-demo-basic.zh-cn';
const FILES = ['index.tsx', 'locales.ts', 'size-changer.css'];
const payload = (data: unknown) => `#${ID}~${compressToEncodedURIComponent(JSON.stringify(data))}`;

describe('share address', () => {
  it('round-trips the edits of a demo, in either language', () => {
    const edits = {
      'index.tsx': { language: 'js' as const, code: 'export default () => <p>ü ~ # &</p>;' },
      'size-changer.css': { language: 'ts' as const, code: '.a { color: red }' },
    };
    const hash = shareHash(ID, edits);
    expect(hash.startsWith(`${ID}~`)).toBe(true);
    expect(hash).toMatch(/^[\w.-]+~[A-Za-z0-9+$-]+$/);
    expect(readShared(`#${hash}`, ID, FILES)).toEqual({ status: 'ok', edits });
  });

  it('ignores a hash for another demo or a plain anchor', () => {
    const hash = `#${shareHash(ID, { 'index.tsx': { language: 'ts', code: 'x' } })}`;
    expect(readShared(hash, 'docs-demo-basic-demo-basic', FILES)).toEqual({ status: 'none' });
    expect(readShared(`#${ID}`, ID, FILES)).toEqual({ status: 'none' });
    expect(hashTargets(hash, ID)).toBe(true);
    expect(hashTargets(`#${ID}`, ID)).toBe(false);
  });

  it.each([
    ['an empty payload', `#${ID}~`],
    ['no lz-string', `#${ID}~not-lz-at-all$$$`],
    ['no JSON', `#${ID}~${compressToEncodedURIComponent('{oops')}`],
    ['another version', payload({ v: 2, files: { 'index.tsx': ['ts', 'x'] } })],
    ['files as an array', payload({ v: 1, files: [['ts', 'x']] })],
    ['a file the demo does not have', payload({ v: 1, files: { '../../etc/passwd': ['ts', 'x'] } })],
    ['an unknown language', payload({ v: 1, files: { 'index.tsx': ['python', 'x'] } })],
    ['code that is not text', payload({ v: 1, files: { 'index.tsx': ['ts', { evil: true }] } })],
    ['no files at all', payload({ v: 1, files: {} })],
    ['null', payload(null)],
    ['a prototype key', `#${ID}~${compressToEncodedURIComponent('{"v":1,"files":{"__proto__":["ts","x"]}}')}`],
  ])('calls %s invalid, never throws', (_, hash) => {
    expect(readShared(hash, ID, FILES)).toEqual({ status: 'invalid' });
  });
});

describe('share address caps', () => {
  const demos = realDemos();

  it('reads every real demo, all its files, as lz-string wrote it, well under the caps', () => {
    let longest = 0;
    for (const [name, files] of demos) {
      const payload = sharePayload(files);
      longest = Math.max(longest, payload.length);
      const decoded = decodeLzUri(payload, MAX_SHARED_LENGTH);
      expect(decoded.status, name).toBe('ok');
      expect(JSON.parse(decoded.status === 'ok' ? decoded.text : 'null').files, name).toEqual(
        Object.fromEntries(Object.entries(files).map(([file, code]) => [file, ['ts', code]])),
      );
      const edits = Object.fromEntries(Object.entries(files).map(([file, code]) => [file, { language: 'ts', code }]));
      expect(readShared(`#${ID}~${payload}`, ID, Object.keys(files)), name).toEqual({ status: 'ok', edits });
    }
    // the caps sit far above the biggest demo (the Locale demo: 5,626 characters of payload)
    expect(longest * 5).toBeLessThan(MAX_PAYLOAD_LENGTH);
  });

  it('reads text of every kind as lz-string wrote it: astral characters, lone surrogates, every code unit', () => {
    const texts = [
      '😀 中文 ü'.repeat(500),
      '\ud800 \udfff x',
      Array.from({ length: 70_000 }, (_, i) => String.fromCharCode(i % 65_536)).join(''),
      'a'.repeat(50_000),
    ];
    for (const text of texts) {
      expect(decodeLzUri(compressToEncodedURIComponent(text), 1_000_000)).toMatchObject({ status: 'ok', text });
    }
  });

  it('refuses a payload whose output grows quadratically after producing no more than the cap', () => {
    const codes = 33_000;
    const payload = quadraticPayload(codes);
    // about 75 KB of link, nine figures of text for lz-string's reader
    expect(payload.length).toBeGreaterThan(70_000);
    expect(quadraticOutput(codes)).toBeGreaterThan(500_000_000);
    // under the payload cap, the reader itself stops at the text cap
    const small = quadraticPayload(1_000);
    expect(decodeLzUri(small, 10_000_000)).toMatchObject({ status: 'ok', produced: quadraticOutput(1_000) });
    const decoded = decodeLzUri(payload, MAX_SHARED_LENGTH);
    expect(decoded.status).toBe('tooLarge');
    expect(decoded.produced).toBeLessThanOrEqual(MAX_SHARED_LENGTH);
    expect(readShared(`#${ID}~${payload}`, ID, FILES)).toEqual({ status: 'tooLarge' });
    expect(readShared(`#${ID}~${quadraticPayload(2_000)}`, ID, FILES)).toEqual({ status: 'tooLarge' });
  });

  it('calls a link too large, not unreadable, for each cap', () => {
    expect(readShared(`#${ID}~${'A'.repeat(MAX_PAYLOAD_LENGTH + 1)}`, ID, FILES)).toEqual({ status: 'tooLarge' });
    const big = sharePayload({ 'index.tsx': punctuation(MAX_SHARED_LENGTH) });
    expect(big.length).toBeLessThan(2_000);
    expect(readShared(`#${ID}~${big}`, ID, FILES)).toEqual({ status: 'tooLarge' });
    const fits = sharePayload({ 'index.tsx': '()'.repeat((MAX_SHARED_LENGTH - 100) / 2) });
    expect(readShared(`#${ID}~${fits}`, ID, FILES)).toMatchObject({ status: 'ok' });
  });

  it.each([
    ['many files', sharePayload(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`f${i}.tsx`, 'x'])))],
    ['a long file name', sharePayload({ [`${'a'.repeat(50_000)}.tsx`]: 'x' })],
    ['deeply nested JSON', compressToEncodedURIComponent(`{"v":1,"files":${'['.repeat(90_000)}${']'.repeat(9_000)}}`)],
    ['a character outside the alphabet', `%${sharePayload({ 'index.tsx': 'x' })}`],
    ['a payload cut short', sharePayload({ 'index.tsx': 'export default 1;'.repeat(50) }).slice(0, 40)],
    ['a code past the dictionary', 'BAP'],
  ])('calls %s invalid or too large, never throws', (_, payload) => {
    expect(['invalid', 'tooLarge']).toContain(readShared(`#${ID}~${payload}`, ID, FILES).status);
  });
});
