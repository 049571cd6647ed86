// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { patchLoader } from '../../../plugins/compat/patchLoader.cjs';

describe('patchLoader', () => {
  const loader = patchLoader('upper', (source: string) => source.replace('x', 'X'), 'an x');

  it('returns the patched source without a warning', () => {
    const emitWarning = vi.fn();
    expect(loader.call({ emitWarning }, 'axb')).toBe('aXb');
    expect(emitWarning).not.toHaveBeenCalled();
  });

  it('warns when the patch finds nothing, naming the loader and what it looked for', () => {
    const emitWarning = vi.fn();
    expect(loader.call({ emitWarning }, 'abc')).toBe('abc');
    expect(String(emitWarning.mock.calls[0][0])).toContain('upper: an x not found');
  });
});
