import { describe, expect, it } from 'vitest';
import { cutOpener, runPlaceOf } from '../../../src/liveDemo/runPlace';

/** A stand-in window: its own `self`, a `top` and an `opener`. */
function fakeWindow({ framed = false, opener = null as object | null, topThrows = false } = {}): Window {
  const win: Record<string, unknown> = { opener };
  win.self = win;
  if (topThrows) {
    Object.defineProperty(win, 'top', {
      get() {
        throw new DOMException('Blocked', 'SecurityError');
      },
    });
  } else win.top = framed ? {} : win;
  return win as unknown as Window;
}

describe('where shared code may offer Run (src/liveDemo/runPlace)', () => {
  it('offers it only in a tab of its own', () => {
    expect(runPlaceOf(fakeWindow(), false)).toBe('ownTab');
    expect(runPlaceOf(fakeWindow({ framed: true }), false)).toBe('framed');
    expect(runPlaceOf(fakeWindow({ topThrows: true }), false)).toBe('framed');
    expect(runPlaceOf(fakeWindow(), true)).toBe('opened');
    expect(runPlaceOf(fakeWindow({ framed: true }), true)).toBe('framed');
  });

  it('cuts the opener at start-up', () => {
    const win = fakeWindow({ opener: {} });
    cutOpener(win);
    expect(win.opener).toBeNull();
  });
});
