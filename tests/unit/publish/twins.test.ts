// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, markdownTwin as convert, withSecondCell, type MarkdownParser, type TwinDemo, type TwinInput } from '../../../plugins/publish/twins';
import { htmlToMarkdown, tableToMarkdown } from '../../../plugins/publish/twinsHtml';

const ROOT = 'https://example.org/pagination/';
/** Resolves links as the plugin does for a page in docs/demo/: `.md` files to their page. */
const link = (href: string) => {
  if (/^[a-z]+:|^\/\//i.test(href)) return href;
  const url = new URL(href.replace(/(\.zh-CN)?\.md(?=$|[?#])/, '/'), `${ROOT}demo/`);
  return url.href;
};
const file = (name: string, source: string) => ({ name, source });
let parser: MarkdownParser;
beforeAll(async () => {
  parser = await loadParser();
});
const markdownTwin = (input: TwinInput) => convert(input, parser);

describe('markdownTwin', () => {
  it('turns a page with prose, two demos and the API table into Markdown', () => {
    const markdown = [
      '---',
      'title: Sizer',
      'order: 12',
      '---',
      '',
      '# Sizer',
      '',
      '`showSizeChanger` adds a select. See [Basic](./basic.md#hide) and [rc-select](https://github.com/react-component/select).',
      '',
      '<code src="./demos/sizer.tsx" title="Size changer" description="`showSizeChanger` with a controlled `pageSize`."></code>',
      '',
      '<code src="./demos/sizer-options.tsx" title="Custom options"></code>',
      '',
      '## API',
      '',
      '| Property | Type | Default | Description |',
      '| --- | --- | --- | --- |',
      "| `simple` | `boolean` | `false` | Compact pager. [Try it](../playground.md?simple=true) |",
      "| `pageSizeOptions` | `string[] \\| number[]` | `['10', '20']` | Choices of the changer. |",
      '',
      '```tsx | pure',
      "import Pagination from 'rc-pagination';",
      '```',
      '',
    ].join('\n');
    const demos: TwinDemo[] = [
      { files: [file('index.tsx', "import Pagination from 'rc-pagination';\n\nexport default () => <Pagination total={50} />;\n")] },
      { files: [file('index.tsx', 'export default () => null;\n')] },
    ];
    expect(markdownTwin({ markdown, title: 'Sizer', demos, link })).toBe(
      [
        '# Sizer',
        '',
        '`showSizeChanger` adds a select. See [Basic](https://example.org/pagination/demo/basic/#hide) and [rc-select](https://github.com/react-component/select).',
        '',
        '**Size changer**',
        '',
        '`showSizeChanger` with a controlled `pageSize`.',
        '',
        '```tsx title="index.tsx"',
        "import Pagination from 'rc-pagination';",
        '',
        'export default () => <Pagination total={50} />;',
        '```',
        '',
        '**Custom options**',
        '',
        '```tsx title="index.tsx"',
        'export default () => null;',
        '```',
        '',
        '## API',
        '',
        '| Property | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `simple` | `boolean` | `false` | Compact pager. [Try it](https://example.org/pagination/playground/?simple=true) |',
        "| `pageSizeOptions` | `string[] \\| number[]` | `['10', '20']` | Choices of the changer. |",
        '',
        '```tsx',
        "import Pagination from 'rc-pagination';",
        '```',
        '',
      ].join('\n'),
    );
  });

  it('gives a demo with sibling files every file, each named, in its own fence', () => {
    const markdown = '# Styles\n\n<code src="./demos/styles.tsx" title="Styles" description="Class names."></code>\n';
    const demos: TwinDemo[] = [
      {
        files: [
          file('index.tsx', "import './styles.css';\nimport Wrapper from './wrapper';\nexport default Wrapper;"),
          file('./styles.css', '.rounded { border-radius: 4px; }'),
          file('./wrapper.tsx', 'const code = "```";\nexport default () => code;'),
        ],
      },
    ];
    const twin = markdownTwin({ markdown, title: 'Styles', demos, link });
    // named as the page's code tabs name them: the entry is index.tsx
    expect(twin).toContain('```tsx title="index.tsx"\nimport \'./styles.css\';');
    expect(twin).toContain('```css title="styles.css"\n.rounded { border-radius: 4px; }\n```');
    // a file holding a fence gets a longer one
    expect(twin).toContain('````tsx title="wrapper.tsx"\nconst code = "```";\nexport default () => code;\n````');
    expect(twin).not.toMatch(/<code|<\/?[A-Z]/);
  });

  it('gives a file that several demos share once, and names it where a later demo uses it', () => {
    const markdown = [
      '# Sizer',
      '',
      '<code src="./demos/a.tsx" title="A"></code>',
      '',
      '<code src="./demos/b.tsx" title="B"></code>',
      '',
    ].join('\n');
    const css = file('./size-changer.css', '.rc-select { width: 90px; }');
    const demos: TwinDemo[] = [
      { files: [file('index.tsx', 'export default "a";'), css] },
      { files: [file('index.tsx', 'export default "b";'), css, file('./other.css', '.x {}')] },
    ];
    const shown = { seen: new Set<string>(), line: (name: string) => `\`${name}\`: as above.` };
    const twin = markdownTwin({ markdown, title: 'Sizer', demos, link, shown });
    expect(twin.match(/title="size-changer\.css"/g)).toHaveLength(1);
    expect(twin).toContain('**B**\n\n```tsx title="index.tsx"\nexport default "b";\n```\n\n`size-changer.css`: as above.');
    expect(twin).toContain('```css title="other.css"\n.x {}\n```');
  });

  it('keeps the whole caption of a demo whose description holds a tag', () => {
    const markdown =
      '# Questions\n\n<code src="./demo/demos/links.tsx" title="itemRender with real links" description="Page items are `<a href>` links; `onChange` keeps the page."></code>\n';
    const demos: TwinDemo[] = [{ files: [file('index.tsx', 'export default 1;')] }];
    expect(markdownTwin({ markdown, title: 'Questions', demos, link })).toContain(
      '**itemRender with real links**\n\nPage items are `<a href>` links; `onChange` keeps the page.\n\n```tsx title="index.tsx"',
    );
  });

  it('keeps a Chinese page in Chinese, with its own demo sources and links to Chinese pages', () => {
    const markdown = [
      '---',
      'title: 每页条数',
      '---',
      '',
      '# 每页条数',
      '',
      '`showSizeChanger` 会添加一个下拉框（见[基础用法](./basic.zh-CN.md)）。',
      '',
      '<code src="./demos/sizer.zh-CN.tsx" title="每页条数切换" description="配合受控的 `pageSize`。"></code>',
      '',
    ].join('\n');
    const zhLink = (href: string) => new URL(href.replace(/\.zh-CN\.md$/, '/'), `${ROOT}zh-CN/demo/`).href;
    const demos: TwinDemo[] = [{ files: [file('index.tsx', '// 受控的每页条数\nexport default () => null;')] }];
    expect(markdownTwin({ markdown, title: '每页条数', demos, link: zhLink })).toBe(
      [
        '# 每页条数',
        '',
        '`showSizeChanger` 会添加一个下拉框（见[基础用法](https://example.org/pagination/zh-CN/demo/basic/)）。',
        '',
        '**每页条数切换**',
        '',
        '配合受控的 `pageSize`。',
        '',
        '```tsx title="index.tsx"',
        '// 受控的每页条数',
        'export default () => null;',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('turns an HTML table into a Markdown table and a callout into a quoted alert', () => {
    const markdown = [
      '# Locale',
      '',
      '<table>',
      '  <tr><th>Field</th><th>Text</th></tr>',
      '  <tr><td><code>jump_to</code></td><td>Go <em>to</em> | <a href="./jumper.md">jumper</a></td></tr>',
      '</table>',
      '',
      ':::warning{title="Not in 4.0.4"}',
      '`align` arrived in 4.1; see [Versions](../versions.md).',
      ':::',
      '',
      'Press <kbd>Enter</kbd> to jump.',
      '',
    ].join('\n');
    expect(markdownTwin({ markdown, title: 'Locale', demos: [], link })).toBe(
      [
        '# Locale',
        '',
        '| Field | Text |',
        '| --- | --- |',
        '| `jump_to` | Go *to* \\| [jumper](https://example.org/pagination/demo/jumper/) |',
        '',
        '> [!WARNING]',
        '>',
        '> **Not in 4.0.4**',
        '>',
        '> `align` arrived in 4.1; see [Versions](https://example.org/pagination/versions/).',
        '',
        'Press Enter to jump.',
        '',
      ].join('\n'),
    );
  });

  it('leaves out an inline demo, adds the title when the page has no heading, and shifts a tab\'s headings', () => {
    const playground = '---\ntitle: Playground\n---\n\nSet any property.\n\n<code src="./playground/playground.tsx" inline></code>\n';
    expect(markdownTwin({ markdown: playground, title: 'Playground', demos: [null], link })).toBe(
      '# Playground\n\nSet any property.\n',
    );
    const tab = '# Custom locale\n\n## Fields\n\nText.\n';
    expect(markdownTwin({ markdown: tab, title: 'Custom locale', demos: [], link, headingShift: 1 })).toBe(
      '## Custom locale\n\n### Fields\n\nText.\n',
    );
  });

  it('gives the API table the Releases column the page has, after the property, escaped pipes kept', () => {
    // a later table is no API table: it stays as written
    const otherTable = ['', '## Other', '', '| Name | Value |', '| --- | --- |', '| `a` | 1 |'];
    const markdown = [
      '# Home',
      '',
      '## API',
      '',
      '| Property | Type | Description |',
      '| --- | :-- | --- |',
      '| `simple` | `boolean` | Compact pager. [Try it](../playground.md?simple=true) |',
      '| `prevIcon` | `ComponentType \\| ReactNode` | Previous button. |',
      ...otherTable,
    ].join('\n');
    const releases = { column: 'Releases', of: (property: string) => (property === 'simple' ? 'all' : 'before 5.0') };
    expect(markdownTwin({ markdown, title: 'API', demos: [], link, releases })).toBe(
      [
        '# Home',
        '',
        '## API',
        '',
        '| Property | Releases | Type | Description |',
        '| --- | --- | :-- | --- |',
        `| \`simple\` | all | \`boolean\` | Compact pager. [Try it](${ROOT}playground/?simple=true) |`,
        '| `prevIcon` | before 5.0 | `ComponentType \\| ReactNode` | Previous button. |',
        ...otherTable,
        '',
      ].join('\n'),
    );
    expect(withSecondCell('a | b', 'x|y')).toBe('a | x\\|y | b');
  });

  it('fails by name when the page and dumi disagree on its demos', () => {
    const markdown = '# Basic\n\n<code src="./demos/basic.tsx"></code>\n';
    expect(() => markdownTwin({ markdown, title: 'Basic', demos: [], link })).toThrow(/more demos than dumi read/);
    expect(() => markdownTwin({ markdown: '# Basic\n', title: 'Basic', demos: [null], link })).toThrow(/dumi read 1 demos/);
  });
});

describe('twins HTML', () => {
  it('reduces other tags to their text and reads entities', () => {
    expect(htmlToMarkdown('<p>A &amp; B<br/>next</p>', { link, demo: () => '' })).toBe('A & B\nnext');
    expect(tableToMarkdown('<table></table>', link)).toBe('');
  });
});
