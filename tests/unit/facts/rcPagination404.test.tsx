// What the site says the installed rc-pagination (4.0.4) does, checked by rendering it.
// Each block names the page that states the fact; maintainers/fact-audit.md lists the sources.
// If an upgrade changes one of these behaviours, this file fails before the page is wrong.
import React from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Pagination from 'rc-pagination';
import type { PaginationLocale } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import Select from 'rc-select';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PageSizeSelect from '../../../docs/demo/demos/page-size-select';
import installed from 'rc-pagination/package.json';

afterEach(cleanup);

/** A locale whose every text names its own field, so a test can tell where each one lands. */
const marked: Required<PaginationLocale> = {
  items_per_page: '[items_per_page]',
  jump_to: '[jump_to]',
  jump_to_confirm: '[jump_to_confirm]',
  page: '[page]',
  prev_page: '[prev_page]',
  next_page: '[next_page]',
  prev_5: '[prev_5]',
  next_5: '[next_5]',
  prev_3: '[prev_3]',
  next_3: '[next_3]',
  page_size: '[page_size]',
};

const root = (container: HTMLElement) => container.querySelector('ul.rc-pagination') as HTMLElement;
const titles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[title]'), (element) => element.getAttribute('title'));

it('these facts are about rc-pagination 4.0.4, the version the site documents', () => {
  expect(installed.version).toBe('4.0.4');
});

describe('Locale page: which texts and labels come from `locale`', () => {
  it.each([
    ['a marked locale', marked],
    ['en_US', enUS],
    ['zh_CN', zhCN],
  ])('with %s, tooltips, jumper texts and two aria labels follow the locale', (_, locale) => {
    const { container } = render(
      <Pagination
        total={500}
        defaultCurrent={10}
        showQuickJumper={{ goButton: true }}
        showSizeChanger
        selectComponentClass={PageSizeSelect}
        locale={locale}
      />,
    );
    const list = root(container);
    // tooltips (title) of previous, next and the jump items
    expect(list.querySelector('.rc-pagination-prev')?.getAttribute('title')).toBe(locale.prev_page);
    expect(list.querySelector('.rc-pagination-next')?.getAttribute('title')).toBe(locale.next_page);
    expect(list.querySelector('.rc-pagination-jump-prev')?.getAttribute('title')).toBe(locale.prev_5);
    expect(list.querySelector('.rc-pagination-jump-next')?.getAttribute('title')).toBe(locale.next_5);
    // the quick jumper: "Go to" before, `page` after and as the input's label, the confirm button
    const jumper = list.querySelector('.rc-pagination-options-quick-jumper') as HTMLElement;
    expect(jumper.textContent).toBe(`${locale.jump_to}${locale.page}${locale.jump_to_confirm}`);
    expect(within(jumper).getByRole('textbox')?.getAttribute('aria-label')).toBe(locale.page);
    expect(within(jumper).getByRole('button')?.textContent).toContain(locale.jump_to_confirm as string);
    // the size changer: `page_size` as its label, "10 / page" as the shown choice
    expect(screen.getAllByRole('combobox', { name: locale.page_size })).toHaveLength(1);
    expect(list.querySelector('.rc-pagination-options-size-changer')?.textContent).toContain(
      `10 ${locale.items_per_page}`,
    );
  });

  it.each([
    ['a marked locale', marked],
    ['zh_CN', zhCN],
  ])('with %s, previous, next and jump buttons keep the fixed English labels', (_, locale) => {
    const { container } = render(<Pagination total={500} defaultCurrent={10} locale={locale} />);
    const labels = Array.from(root(container).querySelectorAll('button'), (button) =>
      button.getAttribute('aria-label'),
    );
    // previous, jump back, jump forward, next: 'prev page' twice and 'next page' twice
    expect(labels).toEqual(['prev page', 'prev page', 'next page', 'next page']);
  });

  it('with showLessItems the jump items take prev_3 and next_3', () => {
    const { container } = render(
      <Pagination total={500} defaultCurrent={10} showLessItems locale={marked} />,
    );
    expect(container.querySelector('.rc-pagination-jump-prev')?.getAttribute('title')).toBe('[prev_3]');
    expect(container.querySelector('.rc-pagination-jump-next')?.getAttribute('title')).toBe('[next_3]');
  });

  it('without a locale the texts are Chinese (zh_CN)', () => {
    const { container } = render(<Pagination total={50} />);
    expect(container.querySelector('.rc-pagination-next')?.getAttribute('title')).toBe(zhCN.next_page);
  });

  it('a missing field is not filled in: "10 undefined" in the size changer', () => {
    const { container } = render(
      <Pagination total={500} showSizeChanger selectComponentClass={PageSizeSelect} locale={{}} />,
    );
    expect(container.querySelector('.rc-pagination-options-size-changer')?.textContent).toContain(
      '10 undefined',
    );
  });
});

describe('Custom locale tab: the tooltips of `simple` mode', () => {
  it('the pager\'s own tooltip is "current/allPages"; jump_to is in no tooltip without goButton', () => {
    const { container } = render(
      <Pagination simple total={50} defaultCurrent={2} showQuickJumper locale={marked} />,
    );
    expect(titles(container)).toEqual(['[prev_page]', '2/5', '[next_page]']);
  });

  it('with goButton, jump_to starts the tooltip of the go button\'s item', () => {
    const { container } = render(
      <Pagination
        simple
        total={50}
        defaultCurrent={2}
        showQuickJumper={{ goButton: true }}
        locale={marked}
      />,
    );
    expect(titles(container)).toEqual(['[prev_page]', '2/5', '[next_page]', '[jump_to]2/5']);
  });

  it('showTitle={false} removes every tooltip', () => {
    const { container } = render(
      <Pagination simple showTitle={false} total={50} showQuickJumper={{ goButton: true }} />,
    );
    expect(titles(container)).toEqual([]);
  });

  it('the simple pager\'s input has no label in 4.0.4', () => {
    const { container } = render(<Pagination simple total={50} locale={enUS} />);
    const input = container.querySelector('.rc-pagination-simple-pager input') as HTMLElement;
    expect(input.hasAttribute('aria-label')).toBe(false);
    expect(input.hasAttribute('aria-labelledby')).toBe(false);
  });
});

describe('Jumper with Go Button: where the go button lands', () => {
  const goButtons: Array<[string, true | React.ReactElement]> = [
    ['goButton: true', true],
    ['a custom node', <button key="go" type="button">Go!</button>],
  ];

  it.each(goButtons)('without simple, %s sits in the jumper with no list item around it', (_, goButton) => {
    const { container } = render(
      <Pagination total={500} showQuickJumper={{ goButton }} locale={enUS} />,
    );
    const jumper = container.querySelector('.rc-pagination-options-quick-jumper') as HTMLElement;
    expect(within(jumper).getAllByRole('button')).toHaveLength(1);
    expect(jumper.querySelector('li')).toBeNull();
  });

  it.each(goButtons)('in simple mode, %s is wrapped in an <li> inside the jumper\'s <span>', (_, goButton) => {
    const { container } = render(
      <Pagination simple total={500} showQuickJumper={{ goButton }} locale={enUS} />,
    );
    const jumper = container.querySelector('.rc-pagination-options-quick-jumper') as HTMLElement;
    const item = jumper.querySelector('li') as HTMLElement;
    expect(item?.classList.contains('rc-pagination-simple-pager')).toBe(true);
    expect(item.parentElement?.tagName).toBe('SPAN');
    expect(item.parentElement?.parentElement).toBe(jumper);
    expect(jumper.closest('li')?.classList.contains('rc-pagination-options')).toBe(true);
    expect(within(item).getAllByRole('button')).toHaveLength(1);
  });

  it.each(goButtons)('the HTML parser re-parents that <li> out of server-rendered markup (%s)', (_, goButton) => {
    const html = renderToString(
      <Pagination simple total={500} showQuickJumper={{ goButton }} locale={enUS} />,
    );
    const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const options = parsed.querySelector('.rc-pagination-options') as HTMLElement;
    // on the client the go item is inside the options item; parsed from HTML it is not
    expect(options.querySelectorAll('.rc-pagination-simple-pager')).toHaveLength(0);
    expect(parsed.querySelectorAll('ul > .rc-pagination-simple-pager')).toHaveLength(2);
  });

  it.each([
    ['without a go button, leaving the input jumps', true, [[7, 10]]],
    ['with a go button, leaving the input does not jump', { goButton: true }, []],
  ])('%s', (_, showQuickJumper, calls) => {
    const onChange = vi.fn();
    render(<Pagination total={500} showQuickJumper={showQuickJumper} onChange={onChange} locale={enUS} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(onChange.mock.calls).toEqual(calls);
  });
});

describe('Sizer and Questions: when the size changer appears', () => {
  const changer = (container: HTMLElement) => container.querySelector('.rc-pagination-options-size-changer');

  it.each([
    [50, undefined, false],
    [51, undefined, true],
    [30, 20, true],
    [600, 600, false],
  ])('total %i with totalBoundaryShowSizeChanger %s: shown = %s', (total, boundary, shown) => {
    const { container } = render(
      <Pagination
        total={total}
        totalBoundaryShowSizeChanger={boundary}
        selectComponentClass={PageSizeSelect}
        locale={enUS}
      />,
    );
    expect(changer(container) !== null).toBe(shown);
  });

  it('showSizeChanger={false} hides it whatever the total', () => {
    const { container } = render(
      <Pagination total={5000} showSizeChanger={false} selectComponentClass={PageSizeSelect} />,
    );
    expect(changer(container)).toBeNull();
  });

  it('without selectComponentClass, showSizeChanger renders no select', () => {
    const { container } = render(<Pagination total={500} showSizeChanger locale={enUS} />);
    expect(changer(container)).toBeNull();
    expect(container.querySelector('.rc-select')).toBeNull();
  });

  it('the default choices are 10, 20, 50 and 100, plus a pageSize that is missing', () => {
    render(
      <Pagination
        total={500}
        showSizeChanger
        defaultPageSize={30}
        selectComponentClass={PageSizeSelect}
        locale={enUS}
      />,
    );
    // open the list so its options are in the document
    fireEvent.mouseDown(document.querySelector('.rc-select-selector') as HTMLElement);
    const options = Array.from(document.querySelectorAll('.rc-select-item-option-content'), (o) => o.textContent);
    expect(options).toEqual(['10 / page', '20 / page', '30 / page', '50 / page', '100 / page']);
  });

  it('the quick jumper appears only when there is more than one page', () => {
    const { container, rerender } = render(<Pagination total={10} showQuickJumper locale={enUS} />);
    expect(container.querySelector('.rc-pagination-options-quick-jumper')).toBeNull();
    rerender(<Pagination total={11} showQuickJumper locale={enUS} />);
    expect(container.querySelector('.rc-pagination-options-quick-jumper')).not.toBeNull();
  });
});

describe('Versions, 1.4: the number of items in 4.0.4', () => {
  const itemCount = (current: number, props: object = {}) => {
    const { container, unmount } = render(
      <Pagination total={500} current={current} onChange={() => undefined} {...props} />,
    );
    const count = container.querySelectorAll(
      '.rc-pagination-item, .rc-pagination-jump-prev, .rc-pagination-jump-next',
    ).length;
    unmount();
    return count;
  };
  const countsOver50Pages = (props?: object) =>
    [...new Set(Array.from({ length: 50 }, (_, index) => itemCount(index + 1, props)))].sort();

  it('changes between 7 and 9 items as the current page moves', () => {
    expect(countsOver50Pages()).toEqual([7, 8, 9]);
  });

  it('changes between 5 and 7 items with showLessItems', () => {
    expect(countsOver50Pages({ showLessItems: true })).toEqual([5, 6, 7]);
  });
});

describe('Questions: the popupMatchSelectWidth warning', () => {
  // React warns once per unknown prop name, so the wrapper is checked first
  it('the PageSizeSelect wrapper renders the size changer without the warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Pagination total={500} showSizeChanger selectComponentClass={PageSizeSelect} />);
    const messages = error.mock.calls.map((call) => call.join(' '));
    error.mockRestore();
    expect(messages.filter((message) => message.includes('popupMatchSelectWidth'))).toEqual([]);
  });

  it('rc-select 14.11.0 passed as it is makes React warn about popupMatchSelectWidth', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Pagination total={500} showSizeChanger selectComponentClass={Select} />);
    const messages = error.mock.calls.map((call) => call.join(' '));
    error.mockRestore();
    expect(messages.some((message) => message.includes('popupMatchSelectWidth'))).toBe(true);
  });
});
