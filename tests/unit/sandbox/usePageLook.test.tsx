import { renderHook, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_ATTRIBUTE } from '../../../src/colorMode';
import type { PageMessage } from '../../../src/sandbox/protocol';
import { usePageLook } from '../../../src/sandbox/usePageLook';

/** The page keeps its frame told how it looks: once ready, then after what changes the look. */
function mountFrame() {
  const box = document.createElement('div');
  box.style.fontFamily = 'Arial';
  const frame = document.createElement('iframe');
  box.append(frame);
  document.body.append(box);
  const ref = createRef<HTMLIFrameElement>() as { current: HTMLIFrameElement | null };
  ref.current = frame;
  return { box, ref };
}

const looks = (post: ReturnType<typeof vi.fn>) =>
  post.mock.calls.map(([message]) => message as PageMessage).filter((message) => message.type === 'look');

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(COLOR_MODE_ATTRIBUTE);
});

describe('usePageLook', () => {
  it('tells nothing before the frame is ready', () => {
    const { ref } = mountFrame();
    const post = vi.fn();
    renderHook(() => usePageLook(ref, false, post));
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the demo box's look when ready, and again after a resize and a colour mode change", async () => {
    const { box, ref } = mountFrame();
    const post = vi.fn();
    const { unmount } = renderHook(() => usePageLook(ref, true, post));
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
