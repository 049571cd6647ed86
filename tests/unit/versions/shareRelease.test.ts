import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { readShared, shareHash } from '../../../src/liveDemo/share';
import { DEFAULT_RELEASE } from '../../../src/versions';

const ID = 'docs-demo-sizer-demo-sizer';
const edits = { 'index.tsx': { language: 'ts' as const, code: 'export default () => null;' } };
const payload = (data: unknown) => `#${ID}~${compressToEncodedURIComponent(JSON.stringify(data))}`;

describe('a share address carries the release', () => {
  it('round-trips a release other than the default, and leaves the default out of the address', () => {
    expect(readShared(`#${shareHash(ID, edits, '5.1.0')}`, ID, ['index.tsx'])).toEqual({
      status: 'ok',
      edits,
      release: '5.1.0',
    });
    expect(shareHash(ID, edits, DEFAULT_RELEASE)).toBe(shareHash(ID, edits));
    expect(readShared(`#${shareHash(ID, edits)}`, ID, ['index.tsx'])).toEqual({ status: 'ok', edits });
  });

  it.each([
    ['an unknown release', '6.0.0'],
    ['a path', '../x'],
    ['a number', 5],
    ['null', null],
    // what a crafted address may name instead: an object's inherited members, empty text, a list,
    // an object (maintainers/sandbox-attacks.md)
    ['a prototype name', '__proto__'],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    ['an empty text', ''],
    ['a list holding a release', ['5.1.0']],
    ['an object that prints as a release', { toString: '5.1.0' }],
    ['50,000 characters', 'x'.repeat(50_000)],
  ])(
    'reads %s as an invalid link',
    (_name, r) => {
      const hash = payload({ v: 1, files: { 'index.tsx': ['ts', 'x'] }, r });
      expect(readShared(hash, ID, ['index.tsx'])).toEqual({ status: 'invalid' });
    },
  );

  it("does not read an `r` under a `__proto__` key (JSON.parse makes it an own key)", () => {
    const hash = `#${ID}~${compressToEncodedURIComponent(`{"v":1,"files":{"index.tsx":["ts","x"]},"__proto__":{"r":"5.1.0"}}`)}`;
    expect(readShared(hash, ID, ['index.tsx'])).toEqual({ status: 'ok', edits: { 'index.tsx': { language: 'ts', code: 'x' } } });
  });
});
