/*
 * The site's rc-select stand-in (src/runtime/select): the markup of rc-select 14.11.0
 * for every size changer rc-pagination 4.0.4 draws, so prerendered pages hydrate and look the
 * same; and the swap to the real select on first use, with the focus kept and the list open.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Pagination, { type PaginationProps } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import RealSelect, { type SelectProps } from 'rc-select';
import React, { type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StandIn from '../../../src/runtime/select';

type SelectClass = ComponentType<SelectProps> & { Option: ComponentType<unknown> };

/** The site's wrapper (docs/demo/demos/page-size-select.ts) around either select. */
function wrapped(Select: SelectClass): SelectClass {
  function PageSizeSelect({ popupMatchSelectWidth, ...props }: SelectProps & { popupMatchSelectWidth?: boolean }) {
    return <Select {...props} dropdownMatchSelectWidth={popupMatchSelectWidth} />;
  }
  return Object.assign(PageSizeSelect, { Option: Select.Option });
}

const SIZE_CHANGERS: Record<string, PaginationProps> = {
  'the default sizes': { total: 500 },
  'page size 20': { total: 500, defaultPageSize: 20 },
  'page size 100': { total: 500, pageSize: 100 },
  'a page size not among the options (added and sorted)': { total: 500, pageSize: 33 },
  disabled: { total: 500, disabled: true },
  'a locale’s items_per_page text': { total: 500, locale: zhCN, defaultPageSize: 50 },
  'custom pageSizeOptions': { total: 500, pageSizeOptions: ['5', '15', '30'], defaultPageSize: 15 },
  'a size changer with the quick jumper': { total: 500, showQuickJumper: true },
  'its own prefix': { total: 500, selectPrefixCls: 'my-select' },
};

const pagination = (Select: SelectClass, props: PaginationProps) => (
  <Pagination locale={enUS} showSizeChanger selectComponentClass={Select} {...props} />
);

describe('the stand-in renders the markup of rc-select 14.11.0', () => {
  for (const [name, props] of Object.entries(SIZE_CHANGERS)) {
    it(`for rc-pagination 4.0.4’s size changer: ${name}`, () => {
      const real = renderToString(pagination(RealSelect as SelectClass, props));
      expect(real).toContain('-selection-item');
      expect(renderToString(pagination(StandIn as SelectClass, props))).toBe(real);
      expect(renderToString(pagination(wrapped(StandIn as SelectClass), props))).toBe(
        renderToString(pagination(wrapped(RealSelect as SelectClass), props)),
      );
    });
  }

  it('for the 5.x form’s select, given options (docs/release-examples/size-changer-render.tsx)', () => {
    const props: SelectProps = {
      value: 20,
      options: [10, 20, 50].map((size) => ({ value: size, label: `${size} / page` })),
      className: 'rc-pagination-options-size-changer',
      'aria-label': 'Page Size',
      showSearch: false,
      dropdownMatchSelectWidth: false,
    };
    expect(renderToString(<StandIn {...props} />)).toBe(renderToString(<RealSelect {...props} />));
  });

  it('for a select without a value (its placeholder) and one with a title and a style', () => {
    for (const props of [
      { placeholder: 'Pick a size', children: [<RealSelect.Option key="1" value="1">1</RealSelect.Option>] },
      { value: '7', title: 'Seven', style: { width: 80 }, 'data-kind': 'size' },
    ] as SelectProps[]) {
      expect(renderToString(<StandIn {...props} />)).toBe(renderToString(<RealSelect {...props} />));
    }
  });

  it('and the check can fail: another value gives other markup', () => {
    expect(renderToString(pagination(StandIn as SelectClass, { total: 500, pageSize: 20 }))).not.toBe(
      renderToString(pagination(RealSelect as SelectClass, { total: 500, pageSize: 50 })),
    );
  });
});

describe('the stand-in in the browser', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('hydrates the real select’s server markup without a warning', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(pagination(wrapped(RealSelect as SelectClass), { total: 500, defaultPageSize: 20 }));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, pagination(wrapped(StandIn as SelectClass), { total: 500, defaultPageSize: 20 }));
    });
    const shown = container.querySelector('.rc-select-selection-item')?.textContent;
    container.remove();
    expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
    expect(shown).toBe('20 / page');
  });

  /** The stand-in as a page gets it: its module fresh, rc-select not downloaded yet. */
  async function freshStandIn(): Promise<SelectClass> {
    vi.resetModules();
    return (await import('../../../src/runtime/select')).default as SelectClass;
  }

  it('opens the real list on the first press, keeps the focus, and a pick reaches onShowSizeChange', async () => {
    const onShowSizeChange = vi.fn();
    render(pagination(wrapped(await freshStandIn()), { total: 500, onShowSizeChange }));
    const before = screen.getByRole('combobox', { name: 'Page Size' });
    fireEvent.mouseDown(screen.getByTitle('10 / page'));
    const option = await screen.findByTitle('50 / page', {}, { timeout: 10_000 });
    const input = screen.getByRole('combobox', { name: 'Page Size' });
    expect(input).not.toBe(before);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(input);
    fireEvent.click(option);
    expect(onShowSizeChange).toHaveBeenCalledWith(1, 50);
  });

  it('hands the focus over, and a key pressed before the download opens the list', async () => {
    const onShowSizeChange = vi.fn();
    render(pagination(await freshStandIn(), { total: 500, onShowSizeChange }));
    const before = screen.getByRole('combobox', { name: 'Page Size' });
    act(() => before.focus());
    fireEvent.keyDown(before, { key: 'ArrowDown', keyCode: 40, which: 40 });
    // the real select takes over with the focus and its list open
    await waitFor(() => expect(document.activeElement).not.toBe(before), { timeout: 10_000 });
    const input = screen.getByRole('combobox', { name: 'Page Size' });
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    expect(onShowSizeChange).toHaveBeenCalledWith(1, 20);
  });

  it('a select mounted after the download is the real one at once', async () => {
    const Fresh = await freshStandIn();
    const { loadSelect } = await import('../../../src/runtime/select/loadRealSelect');
    await loadSelect();
    render(pagination(Fresh, { total: 500 }));
    fireEvent.mouseDown(screen.getByTitle('10 / page'));
    // rc-select opens on the press itself, with no download in between
    expect(screen.getByRole('combobox', { name: 'Page Size' }).getAttribute('aria-expanded')).toBe('true');
  });
});
