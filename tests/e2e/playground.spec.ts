import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page, Request } from '@playwright/test';
import { codeSandboxFiles, expect, test, visit, waitForApp } from './support';
import { PINNED } from '../pinned';
import { DEFAULT_RELEASE } from '../../src/versions/releases';


/** Opens the playground (relative to the site's base) once React has taken over its controls. */
async function openPlayground(page: Page, query = '', prefix = '') {
  await page.goto(`${prefix}playground${query}`);
  await waitForApp(page);
  const firstControl = page.locator('form.pg-controls input').first();
  // the prerendered controls only act once React has hydrated them
  await expect
    .poll(() => firstControl.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

const controls = (page: Page) => page.getByRole('form', { name: 'Pagination properties' });
const pagination = (page: Page, region = 'Live preview') =>
  page.getByRole('region', { name: region }).locator('ul.rc-pagination');
const code = (page: Page) => page.getByRole('region', { name: 'Generated code' }).locator('pre').first();
/** The code as a visitor copies it: the highlighter draws each line as its own block. */
const codeText = (page: Page) =>
  code(page).evaluate((pre) =>
    Array.from(pre.children, (line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n').trim(),
  );
/** An entry of the size changer's open list (rc-select draws them as titled items). */
const sizeOption = (page: Page, label: string) => page.locator(`.rc-select-item-option[title="${label}"]`);
const query = (page: Page) => new URL(page.url()).search;

interface ControlCase {
  name: string;
  set: (form: Locator) => Promise<void>;
  /** what the live pagination shows afterwards */
  shows: (ul: Locator, page: Page) => Promise<void>;
  /** what the generated code says afterwards */
  code: string | RegExp;
  query: string;
}

const field = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });
const select = (form: Locator, name: string, value: string) =>
  form.getByRole('combobox', { name, exact: true }).selectOption(value).then(() => {});
const check = (form: Locator, name: string) => form.getByRole('checkbox', { name }).click();

const CASES: ControlCase[] = [
  {
    name: 'total',
    set: (form) => field(form, 'Total items').fill('30'),
    shows: (ul) => expect(ul.locator('.rc-pagination-item')).toHaveCount(3),
    code: 'total={30}',
    query: 'total=30',
  },
  {
    name: 'defaultCurrent',
    set: (form) => field(form, 'Current page').fill('7'),
    shows: (ul) => expect(ul.locator('.rc-pagination-item-active')).toHaveText('7'),
    code: 'defaultCurrent={7}',
    query: 'defaultCurrent=7',
  },
  {
    name: 'current (controlled)',
    set: (form) => select(form, 'Current page is', 'controlled'),
    shows: async (ul) => {
      await ul.locator('.rc-pagination-item-3').click();
      await expect(ul.locator('.rc-pagination-item-active')).toHaveText('3');
    },
    code: 'const [current, setCurrent] = useState(3);',
    query: 'current=3',
  },
  {
    name: 'defaultPageSize',
    set: (form) => field(form, 'Items per page').fill('25'),
    shows: (ul) => expect(ul.locator('.rc-pagination-item').last()).toHaveText('20'),
    code: 'defaultPageSize={25}',
    query: 'defaultPageSize=25',
  },
  {
    name: 'pageSize (controlled)',
    set: (form) => select(form, 'Items per page is', 'controlled'),
    shows: (ul) => expect(ul.locator('.rc-select-selection-item')).toHaveText('10 / page'),
    code: 'pageSize={pageSize}',
    query: 'pageSize=10',
  },
  {
    name: 'pageSizeOptions',
    set: (form) => field(form, 'Page size choices').fill('5, 25, 75'),
    shows: async (ul, page) => {
      await ul.locator('.rc-select-selector').click();
      await expect(sizeOption(page, '75 / page')).toBeVisible();
    },
    code: 'pageSizeOptions={[5, 25, 75]}',
    query: 'pageSizeOptions=5,25,75',
  },
  {
    name: 'disabled',
    set: (form) => check(form, 'Disabled'),
    shows: (ul) => expect(ul).toHaveClass(/rc-pagination-disabled/),
    code: /^\s+disabled$/m,
    query: 'disabled=true',
  },
  {
    name: 'simple',
    set: (form) => check(form, 'Simple mode'),
    shows: (ul) => expect(ul).toHaveClass(/rc-pagination-simple/),
    code: /^\s+simple$/m,
    query: 'simple=true',
  },
  {
    name: 'hideOnSinglePage',
    set: async (form) => {
      await field(form, 'Total items').fill('5');
      await check(form, 'Hide when there is only one page');
    },
    shows: async (ul, page) => {
      await expect(ul).toHaveCount(0);
      await expect(page.getByText('Nothing is rendered')).toBeVisible();
    },
    code: '<Pagination total={5} hideOnSinglePage locale={enUS} />',
    query: 'total=5&hideOnSinglePage=true',
  },
  {
    name: 'showLessItems',
    set: (form) => check(form, 'Show fewer page numbers'),
    shows: (ul) => expect(ul.locator('.rc-pagination-jump-next')).toHaveAttribute('title', 'Next 3 Pages'),
    code: /^\s+showLessItems$/m,
    query: 'showLessItems=true',
  },
  {
    name: 'showTitle',
    set: (form) => check(form, 'Show tooltips on items'),
    shows: (ul) => expect(ul.locator('.rc-pagination-item-1')).not.toHaveAttribute('title'),
    code: 'showTitle={false}',
    query: 'showTitle=false',
  },
  {
    name: 'showPrevNextJumpers',
    set: (form) => check(form, 'Show the ••• jump items'),
    shows: (ul) => expect(ul.locator('.rc-pagination-jump-next')).toHaveCount(0),
    code: 'showPrevNextJumpers={false}',
    query: 'showPrevNextJumpers=false',
  },
  {
    name: 'showSizeChanger',
    set: (form) => select(form, 'Page size changer', 'hide'),
    shows: (ul) => expect(ul.locator('.rc-pagination-options-size-changer')).toHaveCount(0),
    code: 'showSizeChanger={false}',
    query: 'showSizeChanger=false',
  },
  {
    name: 'totalBoundaryShowSizeChanger',
    set: (form) => field(form, 'Threshold for the automatic size changer').fill('1000'),
    shows: (ul) => expect(ul.locator('.rc-pagination-options-size-changer')).toHaveCount(0),
    code: 'totalBoundaryShowSizeChanger={1000}',
    query: 'totalBoundaryShowSizeChanger=1000',
  },
  {
    name: 'showQuickJumper',
    set: (form) => select(form, 'Quick jumper', 'on'),
    shows: (ul) => expect(ul.getByRole('textbox', { name: 'Page' })).toBeVisible(),
    code: /^\s+showQuickJumper$/m,
    query: 'showQuickJumper=true',
  },
  {
    name: 'showQuickJumper with a go button',
    set: (form) => select(form, 'Quick jumper', 'goButton'),
    shows: (ul) => expect(ul.getByRole('button', { name: 'confirm' })).toBeVisible(),
    code: 'showQuickJumper={{ goButton: true }}',
    query: 'showQuickJumper=goButton',
  },
  {
    name: 'showTotal',
    set: (form) => select(form, 'Total text', 'range'),
    shows: (ul) => expect(ul.locator('.rc-pagination-total-text')).toHaveText('1-10 of 500 items'),
    code: 'showTotal={(total, range) => `${range[0]}-${range[1]} of ${total} items`}',
    query: 'showTotal=range',
  },
  {
    name: 'locale',
    set: (form) => select(form, 'Component language', 'de_DE'),
    shows: (ul) => expect(ul.locator('.rc-pagination-next')).toHaveAttribute('title', 'Nächste Seite'),
    code: "import deDE from 'rc-pagination/lib/locale/de_DE';",
    query: 'locale=de_DE',
  },
  {
    name: 'itemRender',
    set: (form) => select(form, 'Item rendering', 'padded'),
    shows: (ul) => expect(ul.locator('.rc-pagination-item-1')).toHaveText('01'),
    code: "const itemRender: PaginationProps['itemRender'] = (page, type, element) =>",
    query: 'itemRender=padded',
  },
  {
    name: 'icons',
    set: (form) => select(form, 'Icons', 'arrows'),
    shows: (ul) => expect(ul.getByRole('img', { name: 'Next page' })).toHaveText('›'),
    code: 'nextIcon={nextIcon}',
    query: 'icons=arrows',
  },
  {
    name: 'className',
    set: (form) => select(form, 'Class name', 'rounded'),
    shows: async (ul, page) => {
      await expect(ul).toHaveClass(/rounded-pagination/);
      await expect(ul.locator('.rc-pagination-item-1')).toHaveCSS('border-radius', '50%');
      await expect(page.getByRole('tab', { name: 'styles.css' })).toBeVisible();
    },
    code: 'className="rounded-pagination"',
    query: 'className=rounded',
  },
  {
    name: 'style',
    set: (form) => select(form, 'Inline style', 'centered'),
    shows: (ul) => expect(ul).toHaveCSS('text-align', 'center'),
    code: "style={{ textAlign: 'center' }}",
    query: 'style=centered',
  },
];

visit.describe('each control changes the pagination, the code and the address', () => {
  for (const control of CASES) {
    visit(control.name, async ({ page, problems }) => {
      await openPlayground(page);
      await control.set(controls(page));
      await control.shows(pagination(page), page);
      if (typeof control.code === 'string') await expect.poll(() => codeText(page)).toContain(control.code);
      else await expect.poll(() => codeText(page)).toMatch(control.code);
      await expect.poll(() => query(page)).toBe(`?${control.query}`);
      expect(problems.consoleErrors).toEqual([]);
    });
  }
});

test('a copied link restores the playground, also after a reload', async ({ page, context }) => {
  await openPlayground(page);
  const form = controls(page);
  await check(form, 'Simple mode');
  await select(form, 'Component language', 'fr_FR');
  await field(form, 'Total items').fill('240');
  await expect.poll(() => query(page)).toBe('?total=240&simple=true&locale=fr_FR');
  const link = page.url();
  const codeBefore = await codeText(page);

  await page.reload();
  await waitForApp(page);
  await expect(controls(page).getByRole('checkbox', { name: 'Simple mode' })).toBeChecked();
  await expect(pagination(page)).toHaveClass(/rc-pagination-simple/);
  await expect.poll(() => codeText(page)).toBe(codeBefore);

  const other = await context.newPage();
  await other.goto(link);
  await waitForApp(other);
  await expect(field(controls(other), 'Total items')).toHaveValue('240');
  await expect(controls(other).getByRole('combobox', { name: 'Component language' })).toHaveValue('fr_FR');
  await expect(pagination(other).locator('.rc-pagination-next')).toHaveAttribute('title', 'Page suivante');
});

visit('back and forward step through the changes', async ({ page }) => {
  await openPlayground(page);
  const form = controls(page);
  await check(form, 'Simple mode');
  await expect.poll(() => query(page)).toBe('?simple=true');
  await check(form, 'Disabled');
  await expect.poll(() => query(page)).toBe('?disabled=true&simple=true');
  // typing a number is one step, however many keys it takes
  await field(form, 'Total items').press('End');
  await field(form, 'Total items').pressSequentially('00', { delay: 50 });
  await expect.poll(() => query(page)).toBe('?total=50000&disabled=true&simple=true');

  await page.goBack();
  await expect(field(form, 'Total items')).toHaveValue('500');
  await expect(form.getByRole('checkbox', { name: 'Disabled' })).toBeChecked();
  await page.goBack();
  await expect(form.getByRole('checkbox', { name: 'Disabled' })).not.toBeChecked();
  await expect(pagination(page)).not.toHaveClass(/rc-pagination-disabled/);
  await expect(form.getByRole('checkbox', { name: 'Simple mode' })).toBeChecked();
  await page.goBack();
  await expect(form.getByRole('checkbox', { name: 'Simple mode' })).not.toBeChecked();
  await expect(pagination(page)).not.toHaveClass(/rc-pagination-simple/);
  await page.goForward();
  await expect(form.getByRole('checkbox', { name: 'Simple mode' })).toBeChecked();
  await expect(pagination(page)).toHaveClass(/rc-pagination-simple/);
});

visit('a hostile query shows the defaults for its bad parts, with no console error', async ({ page, problems }) => {
  const hostile =
    '?total=1e999&current=-3&pageSizeOptions=1,,x&locale=__proto__&showTotal=constructor' +
    `&__proto__[simple]=true&simple=1&icons=${'a'.repeat(3000)}&total=7&showQuickJumper=true&defaultCurrent=4`;
  await openPlayground(page, hostile);
  const form = controls(page);
  await expect(form.getByRole('combobox', { name: 'Quick jumper' })).toHaveValue('on');
  await expect(field(form, 'Total items')).toHaveValue('500');
  await expect(field(form, 'Page size choices')).toHaveValue('10, 20, 50, 100');
  await expect(form.getByRole('combobox', { name: 'Component language' })).toHaveValue('en_US');
  await expect(form.getByRole('checkbox', { name: 'Simple mode' })).not.toBeChecked();
  await expect(field(form, 'Current page')).toHaveValue('4');
  await expect(pagination(page).locator('.rc-pagination-item-active')).toHaveText('4');
  await expect(pagination(page).getByRole('textbox', { name: 'Page' })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.foreignRequests).toEqual([]);
});

test('the prerendered page shows the defaults, whatever the query', async ({ request }) => {
  const html = await (await request.get('playground?simple=true&locale=de_DE')).text();
  expect(html).toContain('rc-pagination-item');
  expect(html).not.toContain('rc-pagination-simple');
  expect(html).toContain('Next Page');
});

visit('the event log lists page and size changes, newest first, and clears', async ({ page }) => {
  await openPlayground(page);
  const log = page.getByRole('region', { name: 'Event log' });
  await pagination(page).locator('.rc-pagination-item-2').click();
  await pagination(page).locator('.rc-select-selector').click();
  await sizeOption(page, '20 / page').click();
  await expect(log.getByRole('listitem')).toHaveText(['onChange(2, 20)', 'onShowSizeChange(2, 20)', 'onChange(2, 10)']);
  await expect(log.getByRole('status')).toHaveText('Event 3: onChange(2, 20)');
  await log.getByRole('button', { name: 'Clear log' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(0);
  await expect(log.getByText('No calls yet')).toBeVisible();
});

test('the Chinese playground speaks Chinese and starts in zh_CN', async ({ page, problems }) => {
  await openPlayground(page, '', 'zh-CN/');
  await expect(page.getByRole('link', { name: '演练场' }).first()).toBeVisible();
  const form = page.getByRole('form', { name: 'Pagination 属性' });
  await expect(form.getByRole('combobox', { name: '组件语言' })).toHaveValue('zh_CN');
  await expect(pagination(page, '实时预览').locator('.rc-pagination-next')).toHaveAttribute('title', '下一页');
  await expect(page.getByRole('region', { name: '生成的代码' })).not.toContainText('locale=');
  await form.getByRole('checkbox', { name: '简洁模式' }).click();
  await expect.poll(() => query(page)).toBe('?simple=true');
  expect(problems.consoleErrors).toEqual([]);
});

/*
 * The playground on another release: the form follows the release, the preview runs
 * the generated code in the sandbox frame on it, and the address keeps it. Each loads the
 * runner and a release's part (chunks, addresses): both builds.
 */
const runOn = (page: Page) => controls(page).getByRole('combobox', { name: 'Run on' });
const framed = (page: Page) =>
  page.getByRole('region', { name: 'Live preview' }).frameLocator('iframe.rcp-sandbox-frame');

visit('on 4.3.0 align="end" can be set, and the preview runs it there with its -end class', async ({ page, problems }) => {
  await openPlayground(page);
  const form = controls(page);
  const align = form.getByRole('combobox', { name: 'Alignment', exact: true });
  // 4.0.4 has no align: the field says so and stays disabled
  await expect(align).toBeDisabled();
  await expect(align).toHaveAccessibleDescription(/rc-pagination 4\.0\.4 has no align\. Releases that have it: rc-pagination 4\.3\.0/);
  await runOn(page).selectOption('4.3.0');
  await expect(align).toBeEnabled();
  await align.selectOption('end');
  // rc-pagination 4.3.0 src/Pagination.tsx: `${prefixCls}-end` when align is 'end'
  await expect(framed(page).locator('ul.rc-pagination')).toHaveClass(/\brc-pagination-end\b/);
  await expect.poll(() => codeText(page)).toContain('align="end"');
  await expect.poll(() => query(page)).toBe('?release=4.3.0&align=end');
  // the page's own pagination is gone: the frame shows the release's
  await expect(pagination(page)).toHaveCount(0);

  // the address keeps the release through a reload
  await page.reload();
  await waitForApp(page);
  await expect(runOn(page)).toHaveValue('4.3.0');
  await expect(controls(page).getByRole('combobox', { name: 'Alignment', exact: true })).toHaveValue('end');
  await expect(framed(page).locator('ul.rc-pagination')).toHaveClass(/\brc-pagination-end\b/);
  expect(problems.consoleErrors).toEqual([]);
});

visit('on 5.1.0 selectComponentClass is marked missing, the sizeChangerRender preset draws the size changer in line, and the frame logs its calls', async ({ page, problems }) => {
  await openPlayground(page, '?release=5.1.0');
  const form = controls(page);
  await expect(runOn(page)).toHaveValue('5.1.0');
  const component = form.getByRole('combobox', { name: 'Size changer component', exact: true });
  await expect(component).toBeDisabled();
  await expect(component).toHaveAccessibleDescription(
    /rc-pagination 5\.1\.0 has no selectComponentClass\. Releases that have it: rc-pagination 4\.0\.4, rc-pagination 4\.3\.0/,
  );
  await expect(form.getByText('rc-pagination 5.1.0 has no selectComponentClass.')).toBeVisible();
  const render = form.getByRole('combobox', { name: 'Size changer render', exact: true });
  await expect(render).toBeEnabled();

  // without a render function 5.x draws no size changer
  await render.selectOption('none');
  const changer = framed(page).getByRole('combobox', { name: 'Page Size' });
  await expect(framed(page).locator('ul.rc-pagination')).toBeVisible();
  await expect(changer).toHaveCount(0);
  // the preset: a native select the release fills with its page sizes and names from its locale
  await render.selectOption('nativeSelect');
  await expect(changer).toBeVisible();
  await changer.selectOption('20');
  await expect(framed(page).locator('.rc-pagination-item').last()).toHaveText('25');
  await expect.poll(() => codeText(page)).toContain('sizeChangerRender={sizeChangerRender}');
  expect(await codeText(page)).not.toContain('selectComponentClass');
  // the frame's calls reach the event log
  const log = page.getByRole('region', { name: 'Event log' });
  await expect(log.getByRole('listitem')).toHaveText(['onChange(1, 20)', 'onShowSizeChange(1, 20)']);
  // the native select sits on the pager's line: its middle at the items' middle
  const middle = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height / 2;
  };
  const item = framed(page).locator('.rc-pagination-item').first();
  expect(Math.abs((await middle(changer)) - (await middle(item)))).toBeLessThanOrEqual(1);

  // on 1.5.0 too
  await runOn(page).selectOption('1.5.0');
  // the frame on show is 1.5.0's, and no other is loading to replace it (5.1.0's has a page 2 too)
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.locator('iframe.rcp-sandbox-frame[data-shown]')).toHaveAttribute('title', /1\.5\.0/);
  await expect(preview.locator('iframe')).toHaveCount(1);
  await framed(page).locator('.rc-pagination-item-2').click();
  const size = await changer.inputValue();
  await expect(log.getByRole('listitem').first()).toHaveText(`onChange(2, ${size})`);
  await expect(log.getByRole('status')).toHaveText(`Event 3: onChange(2, ${size})`);
  expect(Math.abs((await middle(changer)) - (await middle(item)))).toBeLessThanOrEqual(1);
  expect(problems.consoleErrors).toEqual([]);
});

visit(`a release the playground does not know falls back to ${DEFAULT_RELEASE}, with no console error`, async ({ page, problems }) => {
  await openPlayground(page, '?release=9.9.9&align=end&defaultCurrent=4');
  // the rest of the address is read: the page is 4
  await expect(pagination(page).locator('.rc-pagination-item-active')).toHaveText('4');
  await expect(runOn(page)).toHaveValue(DEFAULT_RELEASE);
  await expect(page.getByRole('region', { name: 'Live preview' }).locator('iframe')).toHaveCount(0);
  await expect(pagination(page)).not.toHaveClass(/rc-pagination-end/);
  await expect(controls(page).getByRole('combobox', { name: 'Alignment', exact: true })).toBeDisabled();
  expect(await codeText(page)).not.toContain('align=');
  expect(problems.consoleErrors).toEqual([]);
});

/** Answers the editor's POST locally and hands it back; nothing reaches the online editor. */
function interceptPost(page: Page, origin: string): Promise<Request> {
  return new Promise((resolve) => {
    void page.context().route(`${origin}/**`, async (route) => {
      if (route.request().method() === 'POST') resolve(route.request());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
    });
  });
}

test.describe('export buttons post the generated code with pinned versions', () => {
  const QUERY = '?showTotal=count&locale=ja_JP';
  /** The playground reads the address after hydrating: wait until the code shows the query's locale. */
  async function openWithQuery(page: Page) {
    await openPlayground(page, QUERY);
    await expect(code(page)).toContainText("import jaJP from 'rc-pagination/lib/locale/ja_JP'");
  }

  test('CodeSandbox', async ({ page, problems }) => {
    await openWithQuery(page);
    const shown = await codeText(page);
    const posted = interceptPost(page, 'https://codesandbox.io');
    await page.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    const files = codeSandboxFiles(new URLSearchParams((await posted).postData() ?? ''));
    expect(files['src/App.tsx'].content.trim()).toBe(shown);
    expect(JSON.parse(files['package.json'].content).dependencies).toEqual(PINNED);
    expect(problems.foreignRequests).toEqual([]);
  });

  test('StackBlitz', async ({ page }) => {
    await openWithQuery(page);
    const shown = await codeText(page);
    const posted = interceptPost(page, 'https://stackblitz.com');
    await page.getByRole('button', { name: 'Open in StackBlitz' }).click();
    const form = new URLSearchParams((await posted).postData() ?? '');
    // a form post sends line breaks as CRLF
    expect(form.get('project[files][App.tsx]')?.replace(/\r\n/g, '\n').trim()).toBe(shown);
    expect(JSON.parse(form.get('project[dependencies]') ?? '{}')).toEqual(PINNED);
  });

  test('CodeSandbox on @rc-component/pagination 1.5.0: its package, pinned, in the shown code', async ({ page }) => {
    await openPlayground(page, '?release=1.5.0&locale=ja_JP');
    await expect(code(page)).toContainText("import jaJP from '@rc-component/pagination/lib/locale/ja_JP'");
    const shown = await codeText(page);
    const posted = interceptPost(page, 'https://codesandbox.io');
    await page.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    const files = codeSandboxFiles(new URLSearchParams((await posted).postData() ?? ''));
    expect(files['src/App.tsx'].content.trim()).toBe(shown);
    const dependencies = JSON.parse(files['package.json'].content).dependencies;
    expect(dependencies['@rc-component/pagination']).toBe('1.5.0');
    expect(dependencies['rc-pagination']).toBeUndefined();
  });

  test('CodePen', async ({ page }) => {
    await openWithQuery(page);
    const posted = interceptPost(page, 'https://codepen.io');
    await page.getByRole('button', { name: 'Open in CodePen' }).click();
    const data = JSON.parse(new URLSearchParams((await posted).postData() ?? '').get('data') ?? '{}');
    expect(data.js).toContain('showTotal={(total) => `Total ${total} items`}');
    expect(data.js).toContain(`https://esm.sh/rc-pagination@${PINNED['rc-pagination']}/lib/locale/ja_JP`);
    expect(data.js).toContain(`https://esm.sh/rc-select@${PINNED['rc-select']}`);
  });
});

visit('the header links to the playground', async ({ page }) => {
  await page.goto('');
  await waitForApp(page);
  await page.getByRole('link', { name: 'Playground', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
  await expect(controls(page)).toBeVisible();
});

visit('the API table links a property to the playground with it set', async ({ page, baseURL }) => {
  await page.goto('');
  await waitForApp(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'showQuickJumper', exact: true }) });
  await row.getByRole('link', { name: 'Try it' }).click();
  await expect(page).toHaveURL(new URL('playground?showQuickJumper=true', baseURL).href);
  await expect(controls(page).getByRole('combobox', { name: 'Quick jumper' })).toHaveValue('on');
  await expect(pagination(page).getByRole('textbox', { name: 'Page' })).toBeVisible();
});

// a property 4.0.4 lacks: its row links to the playground on a release that has it
for (const [prefix, tryIt, preview] of [
  ['', 'Try it', 'Live preview'],
  ['zh-CN/', '试一试', '实时预览'],
] as const) {
  visit(`/${prefix}: the API table's later-release rows open the playground on a release that has them`, async ({ page, baseURL }) => {
    await page.goto(prefix);
    await waitForApp(page);
    const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    const links = ['sizeChangerRender', 'align', 'classNames', 'styles'].map((name) => rowOf(name).getByRole('link', { name: tryIt }));
    expect(await Promise.all(links.map((link) => link.getAttribute('href')))).toEqual(
      [
        'release=5.1.0&showSizeChanger=true&total=40',
        'release=4.3.0&align=end',
        'release=1.5.0&classNames=roundItems',
        'release=1.5.0&styles=boldItems',
      ].map((query) => expect.stringMatching(new RegExp(`/${prefix}playground\\?${query.replace(/\./g, '\\.')}$`))),
    );
    await links[3]!.click();
    await expect(page).toHaveURL(new URL(`${prefix}playground?release=1.5.0&styles=boldItems`, baseURL).href);
    const frame = page.getByRole('region', { name: preview }).frameLocator('iframe.rcp-sandbox-frame');
    await expect(frame.locator('.rc-pagination-item-1')).toHaveCSS('font-weight', '700');
  });
}

test('a class-name preset is styled under the site\'s Content-Security-Policy', async ({ page, baseURL }) => {
  // the same build, served with the policy scripts/csp.mjs computes for it
  const script = (name: string) => import(pathToFileURL(path.join(__dirname, '../../scripts', name)).href);
  const base = new URL(baseURL!).pathname;
  const dir = base === '/' ? 'docs-dist' : path.join('.e2e-dist', base);
  const policy: string = await (await script('csp.mjs')).policyFor(dir);
  const server = (await script('serve.mjs')).createServer({ dir, base, csp: policy });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await page.goto(`${origin}${base}playground?className=rounded`);
    await waitForApp(page);
    await expect(pagination(page)).toHaveClass(/rounded-pagination/);
    await expect(pagination(page).locator('.rc-pagination-item-1')).toHaveCSS('border-radius', '50%');
    expect(policy).toContain("style-src 'self'");
    expect(refused).toEqual([]);
  } finally {
    // the browser may still hold a keep-alive connection, which close() would wait for
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** How much of a box shows inside the window, top to bottom, in px. */
const shownHeight = (locator: Locator) =>
  locator.evaluate((node) => {
    const { top, bottom } = node.getBoundingClientRect();
    return Math.min(bottom, window.innerHeight) - Math.max(top, 0);
  });

for (const { name, viewport } of [
  { name: 'on desktop', viewport: { width: 1280, height: 800 } },
  { name: 'on a phone', viewport: { width: 412, height: 915 } },
]) {
  visit(`${name}, the preview stays in view while settings change, first to last`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPlayground(page);
    const form = controls(page);
    const preview = page.getByRole('region', { name: 'Live preview' });
    const header = (await page.locator('header.dumi-default-header').boundingBox())!;
    // the form's first field, at its head, and its last choice, at its foot
    for (const [setting, change] of [
      [field(form, 'Total items'), (box: Locator) => box.fill('120')],
      [form.getByRole('combobox').last(), (box: Locator) => box.selectOption({ index: 1 })],
    ] as const) {
      await setting.scrollIntoViewIfNeeded();
      await change(setting);
      await expect(setting).toBeInViewport();
      // the whole preview shows beside (or above) the setting, not under the header
      const box = (await preview.boundingBox())!;
      expect(await shownHeight(preview)).toBeGreaterThanOrEqual(Math.min(box.height, 60) - 1);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    }
  });
}

visit('a select shows its chosen option whole, however long', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPlayground(page);
  const changer = controls(page).getByRole('combobox', { name: 'Page size changer', exact: true });
  await changer.selectOption({ label: 'Automatic: when total is above the threshold' });
  const shown = changer.locator('xpath=following-sibling::*[1]');
  await expect(shown).toHaveText('Automatic: when total is above the threshold');
  // nothing of it is cut: its text fits its box
  expect(await shown.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  // the native select is still the control: it takes the click
  await shown.scrollIntoViewIfNeeded();
  const box = (await shown.boundingBox())!;
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + 20, y: box.y + box.height / 2 })).toBe('SELECT');
});

for (const { prefix, name, note } of [
  { prefix: '', name: 'Quick jumper', note: /hides the size changer and the quick jumper up to 576 px/ },
  { prefix: 'zh-CN/', name: '快速跳转', note: /576 px 时隐藏每页条数切换器和快速跳转/ },
]) {
  visit(`/${prefix}playground on a phone: the size changer and jumper settings say why nothing shows`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await openPlayground(page, '', prefix);
    const jumper = page.getByRole('combobox', { name, exact: true });
    await expect(jumper).toHaveAccessibleDescription(note);
    const shown = page.locator('.pg-field-note', { hasText: note });
    await expect(shown).toHaveCount(2);
    await expect(shown.first()).toBeVisible();
    // on a wide screen the options show, and so the note does not
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shown.first()).toBeHidden();
  });
}
