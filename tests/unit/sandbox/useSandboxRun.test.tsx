import { render, renderHook } from '@testing-library/react';
import React from 'react';
import { describe, expect, it } from 'vitest';
import { useSandboxRun } from '../../../src/sandbox/useSandboxRun';

/**
 * The page side of the runner frame. The live code hands the hook's result up to the previewer
 * from an effect keyed on it, so a result that changed identity on every render re-rendered the
 * previewer without end (and starved every page of the site sharing its process).
 */
const files = [{ name: 'index.tsx', code: 'export default () => null;' }];
const original = <p>original</p>;

describe('useSandboxRun', () => {
  it('runs nothing and mounts no frame without files', () => {
    const { result } = renderHook(() => useSandboxRun(null, 'index.tsx', original));
    expect(result.current).toEqual({ preview: null, error: null, stopped: false });
  });

  it('returns the same result while nothing changed, with or without files', () => {
    for (const given of [null, files]) {
      const { result, rerender } = renderHook(() => useSandboxRun(given, 'index.tsx', original));
      const first = result.current;
      rerender();
      rerender();
      expect(result.current).toBe(first);
    }
  });

  it('keeps the original demo in place until the frame first renders, with the frame out of sight', () => {
    function Harness() {
      return <>{useSandboxRun(files, 'index.tsx', original).preview}</>;
    }
    const { container } = render(<Harness />);
    expect(container.textContent).toContain('original');
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/sandbox/runner.html');
    expect(frame.hasAttribute('data-shown')).toBe(false);
  });
});
