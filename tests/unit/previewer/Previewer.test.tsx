import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { IPreviewerProps } from 'dumi';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadExporters, openInCodePen, openInCodeSandbox, openInStackBlitz } from '../../../src/export';
import Previewer from '../../../src/theme/Previewer';
import { codeLanguageStore } from '../../../src/codeView/CodeView/useCodeLanguage';
import { setDumi } from '../../stubs/dumi';
import { asset, ENTRY_CODE, singleFileAsset, TOTAL_CODE } from './fixtures';
import { DEFAULT_RELEASE } from '../../../src/versions';

// dumi/theme/builtins/SourceCode is the plain <pre> in tests/stubs/dumi-theme
vi.mock('../../../src/export', async () => {
  const exporters = {
    // the demo on the release it runs on: the real transform
    assetOnRelease: (await vi.importActual<typeof import('../../../src/export/release')>('../../../src/export/release'))
      .assetOnRelease,
    openInCodeSandbox: vi.fn(async () => undefined),
    openInStackBlitz: vi.fn(async () => undefined),
    openInCodePen: vi.fn(async () => undefined),
  };
  // the previewer loads them on the first click
  return { ...exporters, loadExporters: vi.fn(async () => exporters) };
});
vi.mock('html2sketch', () => ({
  nodeToGroup: vi.fn(async () => ({ toSketchJSON: () => ({ _class: 'group', name: 'demo' }) })),
}));

const writeText = vi.fn<(text: string) => Promise<void>>();

function renderPreviewer(props: Partial<IPreviewerProps> = {}) {
  return render(
    <Previewer
      asset={asset}
      title="Several totals"
      description="<p>Three <code>total</code> values.</p>"
      demoUrl="/~demos/docs-demo-basic-demo-basic"
      {...props}
    >
      <p>the live demo</p>
    </Previewer>,
  );
}

/** The live editor: a textbox, there once its chunk has loaded. */
function findEditor(container: HTMLElement = document.body, name = "Edit the demo's code") {
  return within(container).findByRole<HTMLTextAreaElement>('textbox', { name });
}

/** The code region is named after its demo, so a page's regions differ in a landmark list. */
const codeRegion = () => screen.queryByRole('region', { name: 'Source code: Several totals' });

beforeEach(() => {
  window.sessionStorage.clear();
  act(() => codeLanguageStore.set('ts'));
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  // jsdom has no execCommand: a test's stand-in (copy, typing) must not outlive the test
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('Previewer', () => {
  it('shows the demo, its title and its description', () => {
    renderPreviewer();
    expect(screen.getByText('the live demo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Several totals' }).getAttribute('href')).toBe(
      `#${asset.id}`,
    );
    expect(screen.getByText('total').tagName).toBe('CODE');
  });

  it('show code / hide code toggles aria-expanded and the code region it controls', () => {
    renderPreviewer();
    const toggle = screen.getByRole('button', { name: 'Show code' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(codeRegion()).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide code');
    const region = codeRegion();
    expect(region?.id).toBe(toggle.getAttribute('aria-controls'));
    expect(within(region!).getByText(/export default function Demo/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    expect(codeRegion()).toBeNull();
  });

  it('names the code region after its demo in either language, generically without a title', () => {
    const { unmount } = renderPreviewer({ defaultShowCode: true, title: undefined });
    expect(screen.getByRole('region', { name: 'Demo source code' })).toBeTruthy();
    unmount();
    setDumi({ locale: 'zh-CN' });
    renderPreviewer({ defaultShowCode: true, title: '每页条数切换' });
    expect(screen.getByRole('region', { name: '源代码：每页条数切换' })).toBeTruthy();
  });

  it('opens with the code shown when the demo asks for it', () => {
    renderPreviewer({ defaultShowCode: true });
    expect(screen.getByRole('button', { name: 'Hide code' })).toBeTruthy();
  });

  it('copy code puts the code on the clipboard and confirms for about two seconds', async () => {
    renderPreviewer({ asset: singleFileAsset });
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied!'));
    expect(writeText).toHaveBeenCalledWith(ENTRY_CODE);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''), {
      timeout: 3000,
    });
  });

  it('copy code falls back to a selection copy without the Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderPreviewer({ asset: singleFileAsset });
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied!'));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('copy code on a demo of several files copies every file, each headed by its name, edits included', async () => {
    renderPreviewer({ defaultShowCode: true });
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the code of all 2 files' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`// index.tsx\n${ENTRY_CODE}\n\n// total.ts\n${TOTAL_CODE}\n`));

    fireEvent.click(screen.getByRole('tab', { name: 'total.ts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit code' }));
    fireEvent.change(await findEditor(), { target: { value: 'export const total: number = 70;' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the code of all 2 files' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('// total.ts\nexport const total: number = 70;\n')));
    expect(writeText.mock.lastCall?.[0]).toMatch(/^\/\/ index\.tsx\nimport React/);
  });

  it('shows a tab per file, switchable by click and by arrow keys', async () => {
    renderPreviewer({ defaultShowCode: true });
    const tabs = within(await screen.findByRole('tablist', { name: 'Demo files' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['index.tsx', 'total.ts']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'index.tsx' }).textContent).toContain(
      'export default function Demo',
    );

    fireEvent.click(tabs[1]);
    expect(screen.getByRole('tab', { name: 'total.ts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'total.ts' });
    expect(panel.textContent).toBe(TOTAL_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Edit code' }));
    expect((await findEditor(panel)).value).toBe(TOTAL_CODE);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'total.ts' }), { key: 'ArrowRight' });
    const first = screen.getByRole('tab', { name: 'index.tsx' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(first);
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'total.ts' }).tabIndex).toBe(-1);
  });

  it('a single-file demo has no tab list', () => {
    renderPreviewer({ asset: singleFileAsset, defaultShowCode: true });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('index.tsx')).toBeTruthy();
  });

  it.each([
    ['Open in CodeSandbox', openInCodeSandbox],
    ['Open in StackBlitz', openInStackBlitz],
    ['Open in CodePen', openInCodePen],
  ])('%s hands the demo to the export module', async (name, open) => {
    renderPreviewer();
    fireEvent.click(screen.getByRole('button', { name }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith({
        asset,
        title: 'Several totals',
        description: '<p>Three <code>total</code> values.</p>',
      }),
    );
  });

  it('exports the demo on the release it runs on', async () => {
    renderPreviewer();
    fireEvent.change(screen.getByRole('combobox', { name: 'Run on' }), { target: { value: '5.1.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    await waitFor(() => expect(openInCodeSandbox).toHaveBeenCalled());
    const [{ asset: exported }] = vi.mocked(openInCodeSandbox).mock.calls[0]!;
    expect(exported.dependencies['rc-pagination']).toEqual({ type: 'NPM', value: '5.1.0' });
  });

  it('says so when the exporters, fetched on the first click, cannot be downloaded', async () => {
    vi.mocked(loadExporters).mockRejectedValueOnce(new Error('Loading chunk 7 failed'));
    renderPreviewer();
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodePen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The online editor could not be opened');
    expect(openInCodePen).not.toHaveBeenCalled();
  });

  it('says so when an export cannot open, instead of failing silently', async () => {
    vi.mocked(openInStackBlitz).mockRejectedValueOnce(new Error('Loading chunk 12 failed'));
    renderPreviewer();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open in StackBlitz' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The online editor could not be opened',
    );
  });

  it('links to the standalone demo in a new tab', () => {
    renderPreviewer();
    const link = screen.getByRole('link', { name: 'Open demo in a new tab' });
    expect(link.getAttribute('href')).toBe('/~demos/docs-demo-basic-demo-basic');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies the preview as Sketch layers', async () => {
    renderPreviewer();
    fireEvent.click(screen.getByRole('button', { name: 'Copy preview to Sketch' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Copied as Sketch layers!'),
    );
    expect(JSON.parse(writeText.mock.calls[0][0])).toEqual({ _class: 'group', name: 'demo' });
  });

  it('badges a debug demo', () => {
    renderPreviewer({ debug: true });
    expect(screen.getByText('Debug')).toBeTruthy();
  });

  it('names every control in Chinese on Chinese pages', async () => {
    setDumi({ locale: 'zh-CN' });
    renderPreviewer({ defaultShowCode: true });
    for (const name of ['隐藏代码', '复制全部 2 个文件的代码', '在 CodeSandbox 中打开', '在 StackBlitz 中打开']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '在 CodePen 中打开' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制预览到 Sketch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '在新标签页中打开示例' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '代码语言' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制全部 2 个文件的代码' }));
    const actions = screen.getByRole('group', { name: '示例操作' });
    await waitFor(() => expect(within(actions).getByRole('status').textContent).toBe('已复制'));
    fireEvent.click(screen.getByRole('button', { name: '编辑代码' }));
    expect(await findEditor(document.body, '编辑示例代码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重置代码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制分享链接' })).toBeTruthy();
  });
});

describe('TypeScript / JavaScript switch', () => {
  it('shows JavaScript converted from the TypeScript, in every previewer, and copies it', async () => {
    render(
      <>
        <Previewer asset={asset} demoUrl="/~demos/a" defaultShowCode>
          <p>first</p>
        </Previewer>
        <Previewer asset={singleFileAsset} demoUrl="/~demos/b" defaultShowCode>
          <p>second</p>
        </Previewer>
      </>,
    );
    const [typescript] = screen.getAllByRole('button', { name: 'TypeScript' });
    expect(typescript.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getAllByRole('button', { name: 'JavaScript' })[0]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'index.jsx' })).toBeTruthy());
    const panel = screen.getByRole('tabpanel', { name: 'index.jsx' });
    await waitFor(() => expect(panel.textContent).toContain('export default function Demo({ pageSize }) {'));
    expect(panel.textContent).toContain('<Pagination total={total} pageSize={pageSize} />');
    expect(panel.textContent).not.toMatch(/interface|: Props/);
    expect(screen.getByRole('tab', { name: 'total.js' })).toBeTruthy();
    // the tab of the first previewer and the file name of the single-file one
    expect(screen.getAllByText('index.jsx')).toHaveLength(2);
    for (const button of screen.getAllByRole('button', { name: 'JavaScript' })) {
      expect(button.getAttribute('aria-pressed')).toBe('true');
    }
    expect(window.sessionStorage.getItem('rc-pagination-docs:code-language')).toBe('js');

    fireEvent.click(screen.getAllByRole('button', { name: 'Copy code' })[0]);
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0][0]).toContain('export default function Demo({ pageSize })');
    expect(writeText.mock.calls[0][0]).not.toContain('interface');

    fireEvent.click(screen.getAllByRole('button', { name: 'TypeScript' })[0]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'index.tsx' })).toBeTruthy());
  });

  it('adopts the choice remembered for this visit after mounting', async () => {
    window.sessionStorage.setItem('rc-pagination-docs:code-language', 'js');
    renderPreviewer({ asset: singleFileAsset, defaultShowCode: true });
    await waitFor(() => expect(screen.getByText('index.jsx')).toBeTruthy());
  });

  it('keeps showing TypeScript, with a note, when a file cannot be converted', async () => {
    const broken = {
      ...singleFileAsset,
      dependencies: { 'index.tsx': { type: 'FILE' as const, value: 'const = ;' } },
    };
    renderPreviewer({ asset: broken, defaultShowCode: true });
    fireEvent.click(screen.getByRole('button', { name: 'JavaScript' }));
    await waitFor(() => expect(screen.getByText(/could not be converted/)).toBeTruthy());
    expect(screen.getByText('index.tsx')).toBeTruthy();
  });

  it('offers no switch for a file that is not TypeScript', () => {
    const css = {
      ...singleFileAsset,
      dependencies: { 'styles.css': { type: 'FILE' as const, value: '.a { color: red; }' } },
    };
    renderPreviewer({ asset: css, defaultShowCode: true });
    expect(screen.queryByRole('group', { name: 'Code language' })).toBeNull();
  });
});

describe('the code is read-only until the visitor edits', () => {
  const editorHost = () => document.querySelector('.rcp-previewer-editor');

  it('Show code shows the code to read, without the editor, and Edit brings the editor, focused', async () => {
    renderPreviewer();
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    const panel = await screen.findByRole('tabpanel', { name: 'index.tsx' });
    expect(panel.textContent).toContain('export default function Demo');
    expect(panel.tabIndex).toBe(0);
    expect(editorHost()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit code' }));
    const editor = await findEditor(panel);
    expect(editor.value).toContain('export default function Demo');
    expect(document.activeElement).toBe(editor);
    expect(screen.queryByRole('button', { name: 'Edit code' })).toBeNull();
  });

  it('a key that types, pressed on the code, brings the editor; moving around does not', async () => {
    renderPreviewer({ defaultShowCode: true });
    const panel = await screen.findByRole('tabpanel', { name: 'index.tsx' });
    for (const key of ['ArrowDown', 'Tab', 'PageDown', 'Home']) fireEvent.keyDown(panel, { key });
    fireEvent.keyDown(panel, { key: 'c', ctrlKey: true });
    expect(editorHost()).toBeNull();
    fireEvent.keyDown(panel, { key: 'x' });
    expect(await findEditor(panel)).toBeTruthy();
  });

  it('a tap in the code brings the editor; the end of a text selection does not', async () => {
    renderPreviewer({ defaultShowCode: true });
    const panel = await screen.findByRole('tabpanel', { name: 'index.tsx' });
    const code = within(panel).getByText(/export default function Demo/);
    const selection = window.getSelection()!;
    selection.selectAllChildren(code);
    fireEvent.click(code);
    expect(editorHost()).toBeNull();
    selection.removeAllRanges();
    fireEvent.click(code);
    expect(await findEditor(panel)).toBeTruthy();
  });

  it('an edit enables Reset, stays through hiding the code, goes to Copy code, and Reset undoes it', async () => {
    renderPreviewer({ asset: singleFileAsset, defaultShowCode: true });
    fireEvent.click(screen.getByRole('button', { name: 'Edit code' }));
    const editor = await findEditor();
    const reset = screen.getByRole('button', { name: 'Reset code' });
    expect(reset.hasAttribute('disabled')).toBe(true);
    fireEvent.change(editor, { target: { value: `${ENTRY_CODE}\n// edited` } });
    expect(reset.hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show code' }));
    expect((await findEditor()).value).toContain('// edited');
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${ENTRY_CODE}\n// edited`));

    fireEvent.click(reset);
    expect((await findEditor()).value).toBe(ENTRY_CODE);
    expect(reset.hasAttribute('disabled')).toBe(true);
    // the focus stays in the editor, not on the Reset button that is now disabled
    expect(document.activeElement).toBe(await findEditor());
  });

  it('notes under the demo a property its edited code uses that rc-pagination 4.0.4 lacks', async () => {
    renderPreviewer({ asset: singleFileAsset, defaultShowCode: true });
    expect(screen.queryByRole('list', { name: 'Notes on rc-pagination 4.0.4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit code' }));
    const editor = await findEditor();
    fireEvent.change(editor, { target: { value: ENTRY_CODE.replace('<Pagination ', '<Pagination align="end" ') } });
    const notes = screen.getByRole('list', { name: 'Notes on rc-pagination 4.0.4' });
    expect(notes.textContent).toContain('rc-pagination 4.0.4 has no align');
    fireEvent.click(screen.getByRole('button', { name: 'Reset code' }));
    expect(screen.queryByRole('list', { name: 'Notes on rc-pagination 4.0.4' })).toBeNull();
  });

  it('runs the demo as written in the sandbox frame on the release chosen under it, and notes what that release lacks', async () => {
    renderPreviewer({ asset: singleFileAsset });
    // a frame of its own per run, mounted once the typing pause is over (loading, then shown)
    const frame = () => document.querySelector('iframe[sandbox]');
    const release = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Run on' });
    expect(release.value).toBe(DEFAULT_RELEASE);
    expect(frame()).toBeNull();
    fireEvent.change(release, { target: { value: '5.1.0' } });
    await waitFor(() => expect(frame()).not.toBeNull());
    fireEvent.change(release, { target: { value: DEFAULT_RELEASE } });
    await waitFor(() => expect(frame()).toBeNull());
  });

  it('a Versions example written for another release waits on it, and its Run button runs it in the frame', async () => {
    renderPreviewer({ asset: singleFileAsset, release: '4.3.0' });
    const frame = () => document.querySelector('iframe[sandbox]');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Run on' }).value).toBe('4.3.0');
    expect(screen.queryByText('the live demo')).toBeNull();
    expect(screen.getByText('This example is written for rc-pagination 4.3.0.')).toBeTruthy();
    expect(frame()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Run on rc-pagination 4.3.0' }));
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Run on rc-pagination 4.3.0' })).toBeNull();
  });

  it('on 5.1.0 a demo passing selectComponentClass offers its sizeChangerRender form, loaded as an edit', async () => {
    const sizer = `import React from 'react';
import Pagination from 'rc-pagination';
import PageSizeSelect from './page-size-select';

export default () => <Pagination showSizeChanger selectComponentClass={PageSizeSelect} total={500} />;`;
    const helper = 'export default function PageSizeSelect() { return null; }';
    renderPreviewer({
      asset: {
        ...singleFileAsset,
        dependencies: {
          'index.tsx': { type: 'FILE', value: sizer },
          './page-size-select.ts': { type: 'FILE', value: helper },
        },
      },
    });
    const offerName = 'Run the 5.x form with sizeChangerRender on rc-pagination 5.1.0';
    expect(screen.queryByRole('button', { name: offerName })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Run on' }), { target: { value: '5.1.0' } });
    expect(screen.getByRole('list', { name: 'Notes on rc-pagination 5.1.0' }).textContent).toContain('selectComponentClass');
    fireEvent.click(screen.getByRole('button', { name: offerName }));
    expect(screen.queryByRole('list', { name: 'Notes on rc-pagination 5.1.0' })).toBeNull();
    expect(screen.queryByRole('button', { name: offerName })).toBeNull();
    expect(codeRegion()?.textContent).toContain('sizeChangerRender={renderPageSizeSelect}');
    fireEvent.click(screen.getByRole('button', { name: 'Reset code' }));
    expect(screen.getByRole('button', { name: offerName })).toBeTruthy();
  });

  it('Tab indents in the editor; after Escape, Tab is left to move the focus on', async () => {
    // jsdom types nothing through execCommand: the editor falls back to setRangeText
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    renderPreviewer({ asset: singleFileAsset, defaultShowCode: true });
    fireEvent.click(screen.getByRole('button', { name: 'Edit code' }));
    const editor = await findEditor();
    editor.setSelectionRange(0, 0);
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(false);
    expect(editor.value).toBe(`  ${ENTRY_CODE}`);
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(true);
    expect(editor.value).toBe(`  ${ENTRY_CODE}`);
  });
});
