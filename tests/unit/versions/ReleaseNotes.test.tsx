import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ReleaseNotes from '@theme/ReleaseNotes';
import { setDumi } from '../../stubs/dumi';

const code = `import Pagination from 'rc-pagination';\nexport default () => <Pagination align="end" total={50} />;`;

describe('ReleaseNotes', () => {
  // the notes' chunk: compiled once here, so each test waits only for React to show it
  beforeAll(() => import('@theme/ReleaseNotes/ReleaseNotes'));
  afterEach(cleanup);

  it('says nothing about the original demo or code the release reads as written', async () => {
    const { container, rerender } = render(<ReleaseNotes codes={null} release="4.0.4" />);
    expect(container.innerHTML).toBe('');
    rerender(<ReleaseNotes codes={[code]} release="4.3.0" />);
    // the notes' chunk has arrived once the same code's notes on 4.0.4 show beside it
    render(<ReleaseNotes codes={[code]} release="4.0.4" />);
    await screen.findByRole('list', { name: 'Notes on rc-pagination 4.0.4' });
    expect(container.innerHTML).toBe('');
  });

  it('names a property the release lacks and links its Versions section, from a chunk of its own', async () => {
    render(<ReleaseNotes codes={[code]} release="4.0.4" />);
    const list = await screen.findByRole('list', { name: 'Notes on rc-pagination 4.0.4' });
    expect(list.textContent).toContain('rc-pagination 4.0.4 has no align: it ignores what this code sets.');
    expect(screen.getByRole('link', { name: 'How align changed' }).getAttribute('href')).toBe('/versions#v410-align');
  });

  it('speaks Chinese on the Chinese pages, with their Versions page and heading id', async () => {
    setDumi({ locale: 'zh-CN' });
    render(<ReleaseNotes codes={[code]} release="4.0.4" />);
    expect((await screen.findByRole('list', { name: 'rc-pagination 4.0.4 的说明' })).textContent).toContain('没有 align');
    expect(screen.getByRole('link', { name: 'align 的变化' }).getAttribute('href')).toBe('/zh-CN/versions#v410align');
  });
});
