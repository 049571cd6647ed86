import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { computeAccessibleDescription } from 'dom-accessibility-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInCodeSandbox } from '../../../src/export';
import Playground from '../../../src/playground';
import { codeLanguageStore } from '../../../src/codeView/CodeView/useCodeLanguage';
import { setDumi, type InterfaceLocale } from '../../stubs/dumi';
import { RC_PAGINATION } from '../../pinned';

// dumi/theme/builtins/SourceCode is the plain <pre> in tests/stubs/dumi-theme
// (the rest of the export feature's index, which src/playground/exportAsset.ts uses, stays real)
vi.mock('../../../src/export', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/export')>()),
  openInCodeSandbox: vi.fn(async () => {}),
  openInStackBlitz: vi.fn(async () => {}),
  openInCodePen: vi.fn(async () => {}),
}));

const visit = (search: string) => window.history.replaceState(null, '', `/playground${search}`);
const controls = (name = 'Pagination properties') => screen.getByRole('form', { name });
const preview = () => screen.getByRole('region', { name: 'Live preview' });
const pagination = () => preview().querySelector('ul.rc-pagination');
const code = () => within(screen.getByRole('region', { name: 'Generated code' })).getByText(/export default/);

let consoleErrors: unknown[][];
beforeEach(() => {
  codeLanguageStore.set('ts');
  visit('');
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('controls', () => {
  it.each<[InterfaceLocale, string, string, string, string]>([
    ['en-US', 'Pagination properties', 'Total items', 'Simple mode', 'Component language'],
    ['zh-CN', 'Pagination 属性', '数据总数', '简洁模式', '组件语言'],
  ])('are labelled form controls in %s', (locale, formName, total, simple, language) => {
    setDumi({ locale });
    render(<Playground />);
    const form = within(controls(formName));
    expect(form.getAllByRole('textbox')).toHaveLength(5);
    // six properties and simple's read-only form
    expect(form.getAllByRole('checkbox')).toHaveLength(7);
    // the release, and ten properties, align, the two size changers, classNames and styles
    expect(form.getAllByRole('combobox')).toHaveLength(16);
    expect(form.getByRole('textbox', { name: total })).toHaveProperty('value', '500');
    expect(computeAccessibleDescription(form.getByRole('checkbox', { name: simple }))).toBe('simple');
    expect(form.getByRole('combobox', { name: language })).toHaveProperty(
      'value',
      locale === 'zh-CN' ? 'zh_CN' : 'en_US',
    );
  });

  it('changes the preview, the code and the address when a box is checked', async () => {
    render(<Playground />);
    fireEvent.click(within(controls()).getByRole('checkbox', { name: 'Simple mode' }));
    expect(pagination()?.className).toContain('rc-pagination-simple');
    expect(code().textContent).toMatch(/^\s+simple$/m);
    await waitFor(() => expect(window.location.search).toBe('?simple=true'));
  });

  it('applies a typed number at once and writes the address when typing pauses', async () => {
    render(<Playground />);
    fireEvent.change(within(controls()).getByRole('textbox', { name: 'Total items' }), {
      target: { value: '30' },
    });
    expect(pagination()?.querySelectorAll('.rc-pagination-item')).toHaveLength(3);
    expect(code().textContent).toContain('total={30}');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(window.location.search).toBe('?total=30'));
  });

  it('resets every property to the defaults as one more step in history', async () => {
    visit('?simple=true&total=70');
    render(<Playground />);
    await waitFor(() => expect(pagination()?.className).toContain('rc-pagination-simple'));
    fireEvent.click(within(controls()).getByRole('button', { name: 'Reset all' }));
    expect(pagination()?.className).not.toContain('rc-pagination-simple');
    expect(within(controls()).getByRole('textbox', { name: 'Total items' })).toHaveProperty('value', '500');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.history.length).toBeGreaterThan(1);
  });

  it('marks an invalid number and keeps the last valid one', () => {
    render(<Playground />);
    const total = within(controls()).getByRole('textbox', { name: 'Total items' });
    fireEvent.change(total, { target: { value: '12abc' } });
    expect(total.getAttribute('aria-invalid')).toBe('true');
    expect(computeAccessibleDescription(total)).toBe('total Enter a whole number from 0 to 1000000.');
    expect(code().textContent).toContain('total={500}');
    fireEvent.blur(total);
    expect(total).toHaveProperty('value', '500');
    expect(total.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the rc-pagination release the code is written for', () => {
  it.each<[InterfaceLocale, string, string, RegExp]>([
    ['en-US', 'Run on', 'Size changer component', /^selectComponentClass rc-pagination 5\.1\.0 has no selectComponentClass\. Releases that have it: rc-pagination 4\.0\.4, rc-pagination 4\.3\.0\.$/],
    ['zh-CN', '运行于', '每页条数选择器组件', /^selectComponentClass rc-pagination 5\.1\.0 没有 selectComponentClass。具有它的版本：rc-pagination 4\.0\.4、rc-pagination 4\.3\.0。$/],
  ])('comes from the address, and a field it lacks is disabled with the reason in %s', async (locale, switchName, fieldName, reason) => {
    setDumi({ locale });
    visit('?release=5.1.0');
    render(<Playground />);
    const form = within(controls(locale === 'zh-CN' ? 'Pagination 属性' : undefined));
    await waitFor(() => expect(form.getByRole('combobox', { name: switchName })).toHaveProperty('value', '5.1.0'));
    const field = form.getByRole('combobox', { name: fieldName });
    expect(field).toHaveProperty('disabled', true);
    expect(computeAccessibleDescription(field)).toMatch(reason);
    // the page's own 4.0.4 pagination makes way for the frame
    expect(document.querySelector('.pg-preview ul.rc-pagination')).toBeNull();
  });

  it('enables on 4.3.0 what 4.0.4 lacks, and writes the release and the property to the address', async () => {
    render(<Playground />);
    const form = within(controls());
    const align = form.getByRole('combobox', { name: 'Alignment' });
    expect(align).toHaveProperty('disabled', true);
    fireEvent.change(form.getByRole('combobox', { name: 'Run on' }), { target: { value: '4.3.0' } });
    expect(align).toHaveProperty('disabled', false);
    fireEvent.change(align, { target: { value: 'end' } });
    expect(code().textContent).toContain('align="end"');
    await waitFor(() => expect(window.location.search).toBe('?release=4.3.0&align=end'));
  });
});

describe('the address', () => {
  it('is read after mount and restored on back', async () => {
    visit('?showQuickJumper=true');
    render(<Playground />);
    await waitFor(() => expect(preview().querySelector('.rc-pagination-options-quick-jumper')).not.toBeNull());
    fireEvent.change(within(controls()).getByRole('combobox', { name: 'Quick jumper' }), {
      target: { value: 'off' },
    });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(preview().querySelector('.rc-pagination-options-quick-jumper')).toBeNull();
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?showQuickJumper=true'));
    await waitFor(() => expect(preview().querySelector('.rc-pagination-options-quick-jumper')).not.toBeNull());
    expect(within(controls()).getByRole('combobox', { name: 'Quick jumper' })).toHaveProperty('value', 'on');
  });

  it('falls back to the defaults for a hostile query, without an error', async () => {
    visit(`?total=1e99&__proto__[x]=1&locale=zz_ZZ&simple=maybe&style=${'x'.repeat(5000)}&disabled=true`);
    render(<Playground />);
    await waitFor(() => expect(pagination()?.className).toContain('rc-pagination-disabled'));
    const form = within(controls());
    expect(form.getByRole('textbox', { name: 'Total items' })).toHaveProperty('value', '500');
    expect(form.getByRole('combobox', { name: 'Component language' })).toHaveProperty('value', 'en_US');
    expect(form.getByRole('checkbox', { name: 'Simple mode' })).toHaveProperty('checked', false);
    expect(consoleErrors).toEqual([]);
  });

  it('is not read while rendering: the prerendered page shows defaults and hydrates cleanly', async () => {
    visit('?simple=true');
    const html = renderToString(<Playground />);
    expect(html).not.toContain('rc-pagination-simple');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, <Playground />));
    try {
      await waitFor(() => expect(container.querySelector('.rc-pagination-simple')).not.toBeNull());
      // (rc-pagination 4.0.4 hands rc-select a prop React warns about in development; not ours)
      const hydrationErrors = consoleErrors.filter((args) =>
        /hydrat|did not match|server/i.test(args.map(String).join(' ')),
      );
      expect(hydrationErrors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe('preview', () => {
  it('says so when hideOnSinglePage leaves nothing to show', async () => {
    visit('?hideOnSinglePage=true&total=5');
    render(<Playground />);
    await waitFor(() => expect(pagination()).toBeNull());
    expect(within(preview()).getByText(/^Nothing is rendered/)).toBeTruthy();
    fireEvent.change(within(controls()).getByRole('textbox', { name: 'Total items' }), {
      target: { value: '50' },
    });
    expect(pagination()).not.toBeNull();
    expect(within(preview()).queryByText(/^Nothing is rendered/)).toBeNull();
  });
});

describe("presets' words (icon names, previous / next links)", () => {
  const region = (name: string) => within(screen.getByRole('region', { name }));
  it.each([
    ['en-US', 'Live preview', 'Generated code', ['Previous page', 'Next page', 'Jump forward'], ['Previous', 'Next']],
    ['zh-CN', '实时预览', '生成的代码', ['上一页', '下一页', '向后跳页'], ['上一页', '下一页']],
  ])('are in the page language in %s, in the preview and in the code', (locale, previewName, codeName, icons, links) => {
    setDumi({ locale: locale as InterfaceLocale });
    visit('?icons=arrows&defaultCurrent=25');
    const { unmount } = render(<Playground />);
    for (const name of icons) expect(region(previewName).getByRole('img', { name })).toBeTruthy();
    const iconCode = region(codeName).getByText(/export default/).textContent;
    for (const name of icons) expect(iconCode).toContain(`aria-label="${name}"`);
    unmount();

    visit('?itemRender=textButtons&defaultCurrent=25');
    render(<Playground />);
    for (const name of links) expect(region(previewName).getByText(name, { selector: 'a' })).toBeTruthy();
    const linkCode = region(codeName).getByText(/export default/).textContent;
    for (const name of links) expect(linkCode).toContain(`<a>${name}</a>`);
  });
});

describe('class-name preset', () => {
  const ruleTexts = () =>
    [...Array.from(document.styleSheets), ...(document.adoptedStyleSheets ?? [])].flatMap((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    );

  it('brings its stylesheet while chosen, and takes it away after', async () => {
    visit('?className=rounded');
    render(<Playground />);
    await waitFor(() => expect(pagination()?.className).toContain('rounded-pagination'));
    expect(ruleTexts().some((text) => text.startsWith('.rounded-pagination'))).toBe(true);
    fireEvent.change(within(controls()).getByRole('combobox', { name: 'Class name' }), {
      target: { value: 'none' },
    });
    expect(ruleTexts().some((text) => text.startsWith('.rounded-pagination'))).toBe(false);
  });
});

describe('event log', () => {
  it('lists calls newest first, announces them politely, and clears', () => {
    render(<Playground />);
    const log = screen.getByRole('region', { name: 'Event log' });
    expect(within(log).getByText(/No calls yet/)).toBeTruthy();
    fireEvent.click(preview().querySelector('.rc-pagination-item-3')!);
    fireEvent.click(preview().querySelector('.rc-pagination-next')!);
    const items = within(within(log).getByRole('list', { name: 'Calls, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['onChange(4, 10)', 'onChange(3, 10)']);
    const status = within(log).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Event 2: onChange(4, 10)');
    fireEvent.click(within(log).getByRole('button', { name: 'Clear log' }));
    expect(within(log).queryByRole('list')).toBeNull();
    expect(within(log).getByRole('button', { name: 'Clear log' })).toHaveProperty('disabled', true);
  });

  it('drives a controlled page: a click updates the field and the code', async () => {
    render(<Playground />);
    const form = within(controls());
    fireEvent.change(form.getByRole('combobox', { name: 'Current page is' }), {
      target: { value: 'controlled' },
    });
    fireEvent.click(preview().querySelector('.rc-pagination-item-4')!);
    expect(form.getByRole('textbox', { name: 'Current page' })).toHaveProperty('value', '4');
    expect(code().textContent).toContain('useState(4)');
    expect(preview().querySelector('.rc-pagination-item-4')?.className).toContain('active');
    await waitFor(() => expect(window.location.search).toBe('?current=4'));
  });
});

describe('code panel', () => {
  it('opens the shown code in CodeSandbox as a dumi asset with pinned versions', async () => {
    render(<Playground />);
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await waitFor(() => expect(openInCodeSandbox).toHaveBeenCalledTimes(1));
    const [{ asset }] = vi.mocked(openInCodeSandbox).mock.calls[0];
    expect(asset.dependencies['index.tsx'].value).toBe(code().textContent);
    expect(asset.dependencies['rc-pagination']).toEqual({ type: 'NPM', value: RC_PAGINATION });
  });

  it('shows and exports JavaScript when asked', async () => {
    visit('?itemRender=padded');
    render(<Playground />);
    await waitFor(() => expect(code().textContent).toContain(": PaginationProps['itemRender']"));
    fireEvent.click(screen.getByRole('button', { name: 'JavaScript' }));
    // the TypeScript compiler loads on demand
    await waitFor(() => expect(screen.getByText('App.jsx')).toBeTruthy(), { timeout: 10_000 });
    expect(code().textContent).toContain('const itemRender = (page, type, element)');
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await waitFor(() => expect(openInCodeSandbox).toHaveBeenCalled());
    const [{ asset }] = vi.mocked(openInCodeSandbox).mock.calls.at(-1)!;
    expect(asset.entry).toBe('index.jsx');
    // what is exported is what is shown
    expect(asset.dependencies['index.jsx'].value.trim()).toBe(code().textContent?.trim());
  });
});
