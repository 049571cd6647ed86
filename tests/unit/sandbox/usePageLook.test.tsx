import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_ATTRIBUTE } from '../../../src/colorMode';
import { lookOf } from '../../../src/sandbox/pageLook';
import type { PageMessage } from '../../../src/sandbox/protocol';
import { usePageLook } from '../../../src/sandbox/usePageLook';

/** The page keeps its frames told how it looks: at once, then after what changes the look. */
function mountBox() {
  const box = document.createElement('div');
  box.style.fontFamily = 'Arial';
  document.body.append(box);
  const post = vi.fn();
  const send = () => post({ type: 'look', look: lookOf(window, box) });
  return { box, post, send, find: () => box };
}

const looks = (post: ReturnType<typeof vi.fn>) =>
  post.mock.calls.map(([message]) => message as PageMessage).filter((message) => message.type === 'look');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(COLOR_MODE_ATTRIBUTE);
});

describe('usePageLook', () => {
  it('tells nothing while no frame is up', () => {
    const { post, send, find } = mountBox();
    renderHook(() => usePageLook(false, find, send));
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the demo box's look at once, and again after a resize and a colour mode change", async () => {
    const { box, post, send, find } = mountBox();
    const { unmount } = renderHook(() => usePageLook(true, find, send));
    expect(looks(post)).toHaveLength(1);
    expect(looks(post)[0]).toMatchObject({ look: { typography: { 'font-family': 'Arial' }, viewport: { width: window.innerWidth } } });

    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(looks(post)).toHaveLength(2));

    box.style.color = 'rgb(200, 200, 200)';
    document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, 'dark');
    await waitFor(() => expect(looks(post)).toHaveLength(3));
    expect(looks(post)[2]).toMatchObject({ look: { typography: { color: 'rgb(200, 200, 200)' } } });

    unmount();
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(looks(post)).toHaveLength(3);
  });
});
