import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readShared, shareHash } from '../../../src/liveDemo/share';
import { hashTargets } from '../../../src/liveDemo/shareAddress';

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
    ['an address far too long', `#${ID}~${'A'.repeat(100_001)}`],
  ])('calls %s invalid, never throws', (_, hash) => {
    expect(readShared(hash, ID, FILES)).toEqual({ status: 'invalid' });
  });
});
