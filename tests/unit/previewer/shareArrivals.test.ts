import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShareArrivals } from '../../../src/theme/Previewer/useShareArrivals';

const DEMO = 'docs-demo-basic-demo-basic';

/** A move within the page, as the address bar makes it: the hash changes, `hashchange` fires. */
async function moveTo(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
  });
}

afterEach(() => window.history.replaceState(null, '', window.location.pathname));

describe('a share address put into the bar of the open page', () => {
  it('is heard when it targets the demo, with the hash as it is now', async () => {
    const arrived = vi.fn();
    renderHook(() => useShareArrivals(DEMO, arrived));
    await moveTo(`${DEMO}~abc`);
    await waitFor(() => expect(arrived).toHaveBeenCalledWith(`#${DEMO}~abc`));
    await moveTo(`${DEMO}~def~4.0.4~5.1.0`);
    await waitFor(() => expect(arrived).toHaveBeenLastCalledWith(`#${DEMO}~def~4.0.4~5.1.0`));
    expect(arrived).toHaveBeenCalledTimes(2);
  });

  it("is not heard for a heading's anchor, another demo's address, or after the page left", async () => {
    const arrived = vi.fn();
    const { unmount } = renderHook(() => useShareArrivals(DEMO, arrived));
    await moveTo('api');
    await moveTo('docs-demo-more-demo-more~abc');
    await moveTo(DEMO);
    unmount();
    await moveTo(`${DEMO}~abc`);
    expect(arrived).not.toHaveBeenCalled();
  });

  it('calls the latest callback, not the one of the first render', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ arrived }) => useShareArrivals(DEMO, arrived), { initialProps: { arrived: first } });
    rerender({ arrived: second });
    await moveTo(`${DEMO}~xyz`);
    await waitFor(() => expect(second).toHaveBeenCalledWith(`#${DEMO}~xyz`));
    expect(first).not.toHaveBeenCalled();
  });
});
