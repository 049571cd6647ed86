import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../../src/search';
import { createSearchEngine } from '../../../src/search/engine';
import { PAGES } from './fixtures';

const ENGINE = createSearchEngine(PAGES);

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const setup = (keywords: string, ready = true) =>
    renderHook((props) => useDebouncedSearch(props.ready ? ENGINE : null, props.keywords), {
      initialProps: { keywords, ready },
    });

  it('searches 200 ms after the last change, not before', () => {
    const { result, rerender } = setup('jum');
    rerender({ keywords: 'jumper', ready: true });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toEqual({ groups: [], pending: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.pending).toBe(false);
    expect(result.current.groups.length).toBeGreaterThan(0);
  });

  it('clears the results at once for an empty keyword, and drops a search still waiting', () => {
    const { result, rerender } = setup('jumper');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.groups.length).toBeGreaterThan(0);
    rerender({ keywords: 'locale', ready: true });
    rerender({ keywords: '  ', ready: true });
    expect(result.current).toEqual({ groups: [], pending: false });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(result.current).toEqual({ groups: [], pending: false });
  });

  it('waits for the data, then searches', () => {
    const { result, rerender } = setup('jumper', false);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(result.current).toEqual({ groups: [], pending: true });
    rerender({ keywords: 'jumper', ready: true });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.groups.length).toBeGreaterThan(0);
  });
});
