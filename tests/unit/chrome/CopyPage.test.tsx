import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDumi, setDumi } from '../../stubs/dumi';
import { CopyPage } from '../../../src/theme/CopyPage';

const TWIN = '# Sizer\n\n```tsx title="sizer.tsx"\nexport default () => null;\n```\n';

afterEach(() => {
  cleanup();
  resetDumi();
  vi.unstubAllGlobals();
});

/** fetch answering the twin's address only; records what was asked. */
function stubFetch() {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(url.endsWith('.md') ? new Response(TWIN, { status: 200 }) : new Response('', { status: 404 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Copy page', () => {
  it('fetches nothing until pressed, then copies the twin under the base and says so', async () => {
    const fetch = stubFetch();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    setDumi({ basename: '/pagination/', location: { pathname: '/demo/sizer', search: '', hash: '' } });
    render(<CopyPage />);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByText('Copied the page as Markdown.')).toHaveProperty('role', 'status');
    expect(fetch).toHaveBeenCalledWith('/pagination/demo/sizer.md');
    expect(writeText).toHaveBeenCalledWith(TWIN);
  });

  it('is named in Chinese on a Chinese page, whose twin is its own', async () => {
    const fetch = stubFetch();
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.resolve() } });
    setDumi({ locale: 'zh-CN', location: { pathname: '/zh-CN', search: '', hash: '' } });
    render(<CopyPage />);
    fireEvent.click(screen.getByRole('button', { name: '复制页面' }));
    await screen.findByText('已将本页复制为 Markdown。');
    expect(fetch).toHaveBeenCalledWith('/zh-CN/index.md');
  });

  it('links the Markdown to open when the clipboard refuses', async () => {
    stubFetch();
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    document.execCommand = () => false;
    setDumi({ location: { pathname: '/questions', search: '', hash: '' } });
    render(<CopyPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy page' }));
    const open = await screen.findByRole('link', { name: 'Open it as Markdown' });
    expect(open.getAttribute('href')).toBe('/questions.md');
    expect(screen.getByRole('status').textContent).toContain('Could not copy the page.');
  });
});
