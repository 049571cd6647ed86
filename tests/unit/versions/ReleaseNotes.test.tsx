import { render, screen } from '@testing-library/react';
import React from 'react';
import { describe, expect, it } from 'vitest';
import ReleaseNotes from '@theme/ReleaseNotes';
import { setDumi } from '../../stubs/dumi';

const code = `import Pagination from 'rc-pagination';\nexport default () => <Pagination align="end" total={50} />;`;

describe('ReleaseNotes', () => {
  it('says nothing about the original demo or code the release reads as written', () => {
    const { container, rerender } = render(<ReleaseNotes codes={null} release="4.0.4" />);
    expect(container.innerHTML).toBe('');
    rerender(<ReleaseNotes codes={[code]} release="4.3.0" />);
    expect(container.innerHTML).toBe('');
  });

  it('names a property the release lacks and links its Versions section', () => {
    render(<ReleaseNotes codes={[code]} release="4.0.4" />);
    const list = screen.getByRole('list', { name: 'Notes on rc-pagination 4.0.4' });
    expect(list.textContent).toContain('rc-pagination 4.0.4 has no align: it ignores what this code sets.');
    expect(screen.getByRole('link', { name: 'How align changed' }).getAttribute('href')).toBe('/versions#v410-align');
  });

  it('speaks Chinese on the Chinese pages, with their Versions page and heading id', () => {
    setDumi({ locale: 'zh-CN' });
    render(<ReleaseNotes codes={[code]} release="4.0.4" />);
    expect(screen.getByRole('list', { name: 'rc-pagination 4.0.4 的说明' }).textContent).toContain('没有 align');
    expect(screen.getByRole('link', { name: 'align 的变化' }).getAttribute('href')).toBe('/zh-CN/versions#v410align');
  });
});
