import { describe, expect, it, vi } from 'vitest';
import { addressMoved, isHalted, keepAddress } from '../../../src/sandbox/runner/keepAddress';

/**
 * A move no listener saw (made with the stack all but used up) is
 * found at the next ping, by the address itself; a failed report is made again there.
 */
describe('keepAddress at a ping', () => {
  let fails = true;
  const told = vi.fn(() => {
    if (fails) throw new RangeError('Maximum call stack size exceeded');
  });
  keepAddress(told);

  it('finds a move by the address, and tells the page again until it could', () => {
    expect(addressMoved()).toBe(false);
    // jsdom fires no popstate for a fragment move: as in an attack at the bottom of the stack,
    // no listener of the hold saw it
    location.hash = '#moved';
    expect(told).not.toHaveBeenCalled();
    expect(isHalted()).toBe(false);
    expect(addressMoved()).toBe(true);
    expect(isHalted()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    fails = false;
    expect(addressMoved()).toBe(true);
    expect(told).toHaveBeenCalledTimes(2);
    expect(addressMoved()).toBe(true);
    expect(told).toHaveBeenCalledTimes(2);
  });
});
