import { describe, expect, it, vi } from 'vitest';
import { keepAddress } from '../../../src/sandbox/runner/keepAddress';

/**
 * The runner frame's hold on its address (issue 37). The browser half (a fragment move firing
 * popstate inside it, a trusted click allowing one) is proved in tests/e2e/sandbox-address.spec.ts.
 */
describe('keepAddress', () => {
  const moved = vi.fn();
  keepAddress(moved);

  it('refuses every History move, for good', () => {
    for (const move of [
      () => history.pushState(null, '', '#pushed'),
      () => history.replaceState(null, '', '#replaced'),
      () => history.back(),
      () => history.forward(),
      () => history.go(-1),
    ]) {
      expect(move).toThrow('The live demo sandbox keeps its own address');
    }
    expect(() => Object.defineProperty(History.prototype, 'pushState', { value: () => undefined })).toThrow(TypeError);
    expect(() => {
      (History.prototype as { pushState: unknown }).pushState = () => undefined;
    }).toThrow(TypeError);
    expect(location.hash).toBe('');
  });

  it('tells of the first move no click allowed, once', () => {
    expect(moved).not.toHaveBeenCalled();
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('takes no allowance from a click a script made', () => {
    const other = vi.fn();
    // a second hold, as a fresh frame would have (the History refusals are already in place)
    keepAddress(other);
    document.body.click();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(other).toHaveBeenCalledTimes(1);
  });
});
