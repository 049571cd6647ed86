import { describe, expect, it, vi } from 'vitest';
import { addressMoved, isHalted, keepAddress } from '../../../src/sandbox/runner/keepAddress';

/**
 * The runner frame's hold on its address. Its state lives as long as the frame, so
 * these steps run in order on one hold. The browser half (a fragment move firing popstate
 * inside it, a trusted click allowing one) is proved in tests/e2e/sandbox-address.spec.ts.
 */
describe('keepAddress', () => {
  const told = vi.fn();
  keepAddress(told);

  it('refuses every History move and document.open / write, for good', () => {
    for (const move of [
      () => history.pushState(null, '', '#pushed'),
      () => history.replaceState(null, '', '#replaced'),
      () => history.back(),
      () => history.forward(),
      () => history.go(-1),
      () => document.open(),
      () => document.write('<p>'),
      () => document.writeln('<p>'),
    ]) {
      expect(move).toThrow('The live demo sandbox keeps its own address');
    }
    expect(() => Object.defineProperty(History.prototype, 'pushState', { value: () => undefined })).toThrow(TypeError);
    expect(() => {
      (Document.prototype as { open: unknown }).open = () => undefined;
    }).toThrow(TypeError);
    expect(location.hash).toBe('');
  });

  it('has nothing to tell while the address is the one the frame loaded at', () => {
    expect(addressMoved()).toBe(false);
    expect(isHalted()).toBe(false);
    expect(told).not.toHaveBeenCalled();
  });

  it('tells of the first move a script made, once, and the code’s own listeners of it do not run', () => {
    const own = vi.fn();
    window.addEventListener('popstate', own);
    // a click a script made allows nothing
    document.body.click();
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(told).toHaveBeenCalledTimes(1);
    expect(own).not.toHaveBeenCalled();
    expect(isHalted()).toBe(true);
    expect(addressMoved()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
