import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchBar from '../../../src/theme/SearchBar';

const navigate = vi.fn();
const messages: Record<string, string> = {
  'search.label': 'Search the documentation',
  'search.placeholder': 'Search…',
  'search.results': 'Search results',
  'search.group.home': 'Home',
  'search.empty': 'No content was found',
  'search.pending': 'Searching…',
};

vi.mock('dumi', () => ({
  useIntl: () => ({
    locale: 'en-US',
    formatMessage: ({ id }: { id: string }, values?: { count?: number }) =>
      id === 'search.count' ? `${values?.count} results` : (messages[id] ?? id),
  }),
  useNavigate: () => navigate,
  useAppData: () => ({
    routes: {
      'docs/index': { id: 'docs/index', path: '', parentId: 'DocLayout' },
      'docs/demo/jumper': { id: 'docs/demo/jumper', path: 'demo/jumper', parentId: 'DocLayout' },
    },
  }),
  useSiteData: () => ({ locales: [{ id: 'en-US', name: 'English', base: '/' }] }),
  useLocale: () => ({ id: 'en-US', name: 'English', base: '/' }),
  useNavData: () => [{ title: 'Demo', link: '/demo/jumper', activePath: '/demo' }],
  getFullDemos: async () => ({}),
  getRouteMetaById: async (id: string) =>
    id === 'docs/index'
      ? {
          frontmatter: { title: 'rc-pagination' },
          toc: [{ id: 'api', depth: 2, title: 'API' }],
          texts: [{ value: 'showQuickJumper', paraId: 1, tocIndex: 0 }],
        }
      : {
          frontmatter: { title: 'Jumper' },
          toc: [],
          texts: [{ value: 'showQuickJumper adds an input.', paraId: 0 }],
        },
  Link: ({ to, children, ...rest }: { to: string; children?: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

describe('SearchBar', () => {
  beforeEach(() => {
    navigate.mockClear();
    // jsdom does not lay out, so it has no scrollIntoView
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(cleanup);

  const type = async (text: string) => {
    const box = screen.getByRole('combobox', { name: 'Search the documentation' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: text } });
    return box;
  };

  it('is a combobox controlling a listbox of grouped options', async () => {
    render(<SearchBar />);
    const box = await type('showQuickJumper');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Demo' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('href'))).toEqual([
      '/#api',
      '/demo/jumper',
    ]);
  });

  it('moves the active option with the arrows and opens it with Enter', async () => {
    render(<SearchBar />);
    const box = await type('showQuickJumper');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const [, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/demo/jumper');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, then clears the field with a second Escape', async () => {
    render(<SearchBar />);
    const box = await type('showQuickJumper');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('showQuickJumper');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says when nothing was found', async () => {
    render(<SearchBar />);
    await type('nothing-like-this');
    expect(await screen.findByText('No content was found')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('is focused by Ctrl K', async () => {
    render(<SearchBar />);
    act(() => {
      fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    });
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });
});
