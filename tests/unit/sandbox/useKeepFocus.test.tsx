import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_TAB_MS, frameTabbed, useKeepFocus } from '../../../src/sandbox/useKeepFocus';

/**
 * The page's layer against focus theft: focus that went into a runner frame without a
 * Tab key (or the pointer over the frame) goes back where it was. How the browser routes keys
 * to an out-of-process frame is the e2e test's to prove.
 */
describe('useKeepFocus', () => {
  let input: HTMLInputElement;
  let frame: HTMLIFrameElement;
  beforeEach(() => {
    vi.useFakeTimers();
    input = document.body.appendChild(document.createElement('input'));
    frame = document.body.appendChild(document.createElement('iframe'));
    frame.tabIndex = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('gives focus that a frame took on its own back to the element that had it', () => {
    renderHook(() => useKeepFocus(() => [frame], () => undefined));
    input.focus();
    frame.focus();
    expect(document.activeElement).toBe(frame);
    window.dispatchEvent(new FocusEvent('blur'));
    vi.runAllTimers();
    expect(document.activeElement).toBe(input);
  });

  it('leaves focus the visitor gave with Tab', () => {
    renderHook(() => useKeepFocus(() => [frame], () => undefined));
    input.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    frame.focus();
    window.dispatchEvent(new FocusEvent('blur'));
    vi.runAllTimers();
    expect(document.activeElement).toBe(frame);
  });

  it("tells each frame on Tab that focus arriving now is the visitor's (the frame keeps out focus it was not given)", () => {
    const tabbed = vi.fn();
    renderHook(() => useKeepFocus(() => [frame], tabbed));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(tabbed).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(tabbed).toHaveBeenCalledTimes(1);
  });

  it("on a Tab pressed inside one of the page's frames, tells every run's frames and leaves focus on its way into the next frame, for a moment", () => {
    const [tabbedHere, tabbedThere] = [vi.fn(), vi.fn()];
    const other = document.body.appendChild(document.createElement('iframe'));
    // two runs, each its own hook (the comparison's two sides)
    renderHook(() => useKeepFocus(() => [frame], tabbedHere));
    renderHook(() => useKeepFocus(() => [other], tabbedThere));
    input.focus();
    frameTabbed();
    expect([tabbedHere, tabbedThere].map((tabbed) => tabbed.mock.calls.length)).toEqual([1, 1]);
    other.focus();
    window.dispatchEvent(new FocusEvent('blur'));
    vi.advanceTimersByTime(FRAME_TAB_MS - 1);
    expect(document.activeElement).toBe(other);
    // past the moment, focus a frame took on its own goes back again
    vi.advanceTimersByTime(1);
    input.focus();
    other.focus();
    window.dispatchEvent(new FocusEvent('blur'));
    vi.runAllTimers();
    expect(document.activeElement).toBe(input);
  });
});
