import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Navbar from '../../../src/theme/Navbar';
import { setDumi, setPathname } from '../../stubs/dumi';

const setNavData = (navData: unknown[]) => setDumi({ navData });

beforeEach(() => setPathname('/demo/basic'));
afterEach(cleanup);

const UPSTREAM = 'https://github.com/react-component/pagination';

describe('Navbar', () => {
  it('renders the entries in the order dumi gives them, configured ones included', () => {
    // what useNavData returns with themeConfig.nav in append mode: generated entries, then ours
    setNavData([
      { title: 'Demo', link: '/demo/basic', activePath: '/demo' },
      { title: 'GitHub', link: UPSTREAM },
    ]);
    render(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Demo',
      'GitHub (opens in a new tab)',
    ]);
  });

  it('opens other sites in a new tab, without opener or referrer, and says so', () => {
    setNavData([{ title: 'GitHub', link: UPSTREAM }]);
    render(<Navbar />);
    const link = screen.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(UPSTREAM);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks the entry of the current page and of the current section', () => {
    setNavData([
      { title: 'Demo', link: '/demo/basic', activePath: '/demo' },
      { title: 'Playground', link: '/playground', activePath: '/playground' },
    ]);
    setPathname('/demo/sizer');
    render(<Navbar />);
    expect(screen.getByRole('link', { name: 'Demo' }).getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('link', { name: 'Playground' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('shows a second level behind a disclosure button that Escape closes', () => {
    setNavData([
      {
        title: 'Links',
        children: [
          { title: 'GitHub', link: UPSTREAM },
          { title: 'Changelog', link: `${UPSTREAM}/releases` },
        ],
      },
    ]);
    render(<Navbar />);
    const button = screen.getByRole('button', { name: 'Links menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /Changelog/ })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: /Changelog/ }).getAttribute('href')).toBe(
      `${UPSTREAM}/releases`,
    );
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
