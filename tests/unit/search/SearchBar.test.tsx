import { act, cleanup, createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchPage } from '../../../src/search';
import { packSearchIndex } from '../../../src/search/indexFile';
import SearchBar from '../../../src/theme/SearchBar';
import { setDumi } from '../../stubs/dumi';

/** The pages of a home page with an API table and a demo page. */
const PAGES: SearchPage[] = [
  {
    title: 'rc-pagination',
    link: '/',
    navOrder: -1,
    sections: [
      {
        title: 'rc-pagination - API',
        heading: 'API',
        link: '/#api',
        paragraphs: ['showQuickJumper · boolean · false'],
      },
    ],
    demos: [],
  },
  {
    title: 'Jumper',
    link: '/demo/jumper',
    navTitle: 'Demo',
    navOrder: 0,
    sections: [],
    demos: [
      {
        title: 'Quick jumper',
        description: 'showQuickJumper adds an input.',
        link: '/demo/jumper#jumper-demo-basic',
      },
    ],
  },
];
/** The Chinese page of the same demo. */
const ZH_PAGES: SearchPage[] = [
  {
    title: '快速跳转',
    link: '/zh-CN/demo/jumper',
    navTitle: '示例',
    navOrder: 0,
    sections: [],
    demos: [{ title: '每页条数', description: '跳转', link: '/zh-CN/demo/jumper#basic' }],
  },
];
/** The index files the build would write for them. */
const INDEXES: Record<string, unknown> = {
  '/search-index.en-US.json': packSearchIndex('en-US', PAGES),
  '/search-index.zh-CN.json': packSearchIndex('zh-CN', ZH_PAGES),
};
const fetchIndex = vi.fn(async (url: string) => ({
  ok: true,
  status: 200,
  url,
  json: async () => INDEXES[url],
}));

const navigate = vi.fn();

describe('SearchBar', () => {
  beforeEach(() => {
    navigate.mockClear();
    setDumi({ navigate });
    fetchIndex.mockClear();
    vi.stubGlobal('fetch', fetchIndex);
    // jsdom does not lay out, so it has no scrollIntoView
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const type = async (text: string) => {
    const box = screen.getByRole('combobox', { name: /^(Search the documentation|搜索文档)$/ });
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
    // the page that demonstrates the property before the API row that lists it
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('href'))).toEqual([
      '/demo/jumper',
      '/demo/jumper#jumper-demo-basic',
      '/#api',
    ]);
    // the index of the current language, downloaded once
    expect(fetchIndex.mock.calls.map(([url]) => url)).toEqual(['/search-index.en-US.json']);
  });

  it('moves the active option with the arrows and opens it with Enter, leaving the search box empty', async () => {
    render(
      <>
        <SearchBar />
        <main id="site-content" tabIndex={-1} />
      </>,
    );
    const box = await type('showQuickJumper');
    // the whole list, not its first options (a list that changes starts with none active)
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.getAttribute('href'))).toEqual([
        '/demo/jumper',
        '/demo/jumper#jumper-demo-basic',
        '/#api',
      ]),
    );
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const [, second] = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/demo/jumper#jumper-demo-basic');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // the query is done with; the next key reads the page the visitor went to
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement?.id).toBe('site-content');
  });

  it('starts a new list with no active option, and the first arrow then reaches its first', async () => {
    render(<SearchBar />);
    const box = await type('showQuickJumper');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    fireEvent.change(box, { target: { value: 'adds an input' } });
    await waitFor(() => expect(screen.getAllByRole('option').length).not.toBe(3));
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
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

  it('is focused by / outside text fields, and / still types in a field or the code editor', async () => {
    render(
      <>
        <SearchBar />
        <textarea aria-label="code" />
        <div contentEditable aria-label="editable" />
      </>,
    );
    const box = screen.getByRole('combobox', { name: /^(Search the documentation|搜索文档)$/ });
    expect(box.getAttribute('aria-keyshortcuts')).toContain('/');
    for (const name of ['code', 'editable']) {
      const field = screen.getByLabelText(name);
      field.focus();
      const event = createEvent.keyDown(field, { key: '/' });
      fireEvent(field, event);
      expect(event.defaultPrevented, name).toBe(false);
      expect(document.activeElement, name).not.toBe(box);
    }
    (document.activeElement as HTMLElement).blur();
    act(() => {
      fireEvent.keyDown(document.body, { key: '/' });
    });
    expect(document.activeElement).toBe(box);
  });

  it('offers the Chinese pages for a query in Chinese on the English site', async () => {
    render(<SearchBar />);
    const box = await type('每页条数');
    expect(await screen.findByText('No content was found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search the 中文 pages instead' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/zh-CN/demo/jumper#basic',
    ]);
    expect(screen.getByText('Results from the 中文 pages')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(fetchIndex.mock.calls.map(([url]) => url)).toEqual([
      '/search-index.en-US.json',
      '/search-index.zh-CN.json',
    ]);
  });

  it('offers the English pages on the Chinese site only when a Latin query finds nothing there', async () => {
    setDumi({ locale: 'zh-CN', navigate });
    render(<SearchBar />);
    await type('jumper');
    expect(await screen.findByRole('button', { name: '改为搜索 English 页面' })).toBeTruthy();
    cleanup();
    render(<SearchBar />);
    await type('跳转');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('button', { name: /English/ })).toBeNull();
  });
});
