// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalePages, MdMeta, ReadPage } from '../../../plugins/pages/pageReader';
import { firstSentenceOf, llmsTxt } from '../../../plugins/publish/llmsTxt';
import { demoFilesOf, twinFiles as build, type TwinSite } from '../../../plugins/publish/twinFiles';
import { loadParser, type MarkdownParser } from '../../../plugins/publish/twins';
import { twinPathOf } from '../../../src/publish/twinAddress';
import { RC_PAGINATION, RC_SELECT } from '../../pinned';

const ROOT = 'https://example.org/pagination/';
const SITE: TwinSite = {
  root: ROOT,
  name: 'rc-pagination',
  languages: {
    'en-US': { name: 'English', messages: { 'llms.overview': 'Overview', 'llms.languages': 'Other languages' } },
    'zh-CN': { name: '中文', messages: { 'llms.overview': '概览', 'llms.languages': '其他语言' } },
  },
};

let parser: MarkdownParser;
beforeAll(async () => {
  parser = await loadParser();
});
const twinFiles = (read: LocalePages[], site: TwinSite) => build(read, site, parser);

const meta = (frontmatter: Partial<MdMeta['frontmatter']>, demos: MdMeta['demos'] = []): MdMeta => ({
  frontmatter: { title: '', ...frontmatter },
  toc: [],
  texts: [],
  demos,
});
const page = (routePath: string, file: string, source: string, pageMeta: MdMeta, tabs: ReadPage['tabs'] = []): ReadPage => ({
  route: { id: file, path: routePath, file },
  file: `/site/docs/${file}`,
  source,
  meta: pageMeta,
  tabs,
});
const DEMO = {
  id: 'docs-demo-basic-demo-basic',
  asset: {
    id: 'docs-demo-basic-demo-basic',
    entry: 'index.tsx',
    dependencies: {
      'rc-pagination': { type: 'NPM', value: RC_PAGINATION },
      './styles.css': { type: 'FILE', value: '.a {}' },
      'index.tsx': { type: 'FILE', value: "import './styles.css';" },
    },
  },
};

const READ: LocalePages[] = [
  {
    locale: { id: 'en-US', base: '/' },
    pages: [
      page('demo/basic', 'demo/basic.md', '# Basic\n\nGive it a total. More text.\n\n<code src="./demos/basic.tsx" title="Totals"></code>\n\nBack [home](../index.md).\n', meta({ title: 'Basic', order: 1, nav: { title: 'Demo', order: 2 } }, [DEMO])),
      // dumi's meta has a description from the first paragraph; the one the author wrote wins
      page('questions', 'questions.md', '---\ntitle: Questions\ndescription: "Answers for 4.0.4."\n---\n\n# Questions\n\nWhat users ask.\n', meta({ title: 'Questions', description: 'What users ask.', nav: { title: 'Questions', order: 4 } })),
      page('', 'index.md', '# rc-pagination\n\nA pagination component for React. It has jumpers.\n', meta({ title: 'rc-pagination', description: 'A pagination component for React. It has jumpers.' })),
      page('demo/locale', 'demo/locale.md', '# Locale\n\nPick one.\n', meta({ title: 'Locale', order: 10, nav: { title: 'Demo', order: 2 } }), [
        { key: 'custom', file: '/site/docs/demo/locale.$tab-custom.md', source: '# Custom locale\n\n## Fields\n', meta: meta({ title: 'Custom locale' }) },
      ]),
    ],
  },
  {
    locale: { id: 'zh-CN', base: '/zh-CN' },
    pages: [page('zh-CN/', 'index.zh-CN.md', '# rc-pagination\n\nReact 分页组件。支持跳转。\n', meta({ title: 'rc-pagination' }))],
  },
];

describe('twinFiles', () => {
  let files: Map<string, string>;
  beforeAll(() => {
    files = new Map(twinFiles(READ, SITE).map((file) => [file.path, file.content]));
  });

  it('writes a twin beside every page, the home page as index.md in each language', () => {
    expect([...files.keys()].filter((name) => name.endsWith('.md')).sort()).toEqual([
      'demo/basic.md',
      'demo/locale.md',
      'index.md',
      'questions.md',
      'zh-CN/index.md',
    ]);
  });

  it('puts the demo entry first, its local files after it, and resolves links to pages', () => {
    const basic = files.get('demo/basic.md')!;
    expect(basic.indexOf('```tsx title="basic.tsx"')).toBeLessThan(basic.indexOf('```css title="styles.css"'));
    expect(basic).not.toContain('rc-pagination"');
    expect(basic).toContain(`[home](${ROOT})`);
  });

  it("lists a demo's local files by name, whichever order dumi's resolver finished them in", () => {
    const sizer = (order: string[]) => {
      const files: Record<string, { type: string; value: string }> = {
        'index.tsx': { type: 'FILE', value: 'entry' },
        './size-changer.css': { type: 'FILE', value: '.a {}' },
        './page-size-select.ts': { type: 'FILE', value: 'export {};' },
        'rc-select': { type: 'NPM', value: RC_SELECT },
      };
      const dependencies = Object.fromEntries(order.map((name) => [name, files[name]]));
      return demoFilesOf({ id: 'sizer', asset: { id: 'sizer', entry: 'index.tsx', dependencies } })!.files.map((file) => file.name);
    };
    const expected = ['index.tsx', './page-size-select.ts', './size-changer.css'];
    expect(sizer(['index.tsx', './page-size-select.ts', 'rc-select', './size-changer.css'])).toEqual(expected);
    expect(sizer(['./size-changer.css', 'rc-select', 'index.tsx', './page-size-select.ts'])).toEqual(expected);
  });

  it('appends a content tab one heading level down', () => {
    expect(files.get('demo/locale.md')).toBe('# Locale\n\nPick one.\n\n## Custom locale\n\n### Fields\n');
  });

  it('lists every page of a language in llms.txt, in site order, by section', () => {
    expect(files.get('llms.txt')).toBe(
      [
        '# rc-pagination',
        '',
        '> A pagination component for React.',
        '',
        '## Overview',
        '',
        `- [rc-pagination](${ROOT}index.md): A pagination component for React.`,
        '',
        '## Demo',
        '',
        `- [Basic](${ROOT}demo/basic.md): Give it a total.`,
        `- [Locale](${ROOT}demo/locale.md): Pick one.`,
        '',
        '## Questions',
        '',
        `- [Questions](${ROOT}questions.md): Answers for 4.0.4.`,
        '',
        '## Other languages',
        '',
        `- [中文](${ROOT}zh-CN/llms.txt)`,
        '',
      ].join('\n'),
    );
    expect(files.get('zh-CN/llms.txt')).toContain(`## 概览\n\n- [rc-pagination](${ROOT}zh-CN/index.md): React 分页组件。`);
  });

  it('holds every twin of a language in llms-full.txt, in the same order', () => {
    const full = files.get('llms-full.txt')!;
    const order = ['index.md', 'demo/basic.md', 'demo/locale.md', 'questions.md'].map((name) => full.indexOf(files.get(name)!));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(files.get('zh-CN/llms-full.txt')).toBe(files.get('zh-CN/index.md'));
  });

  it('fails by name on a link to a Markdown file that is no page', () => {
    const broken: LocalePages[] = [
      { locale: { id: 'en-US', base: '/' }, pages: [page('', 'index.md', '# Home\n\n[gone](./gone.md)\n', meta({ title: 'Home' }))] },
    ];
    expect(() => twinFiles(broken, SITE)).toThrow(/links to \.\/gone\.md, which is no page/);
  });
});

describe('llms.txt pieces', () => {
  it('reads the first sentence of the first paragraph, past headings and code', () => {
    expect(firstSentenceOf('# Title\n\n```bash\nnpm i\n```\n\nThis site documents 4.0.4. More.\n')).toBe('This site documents 4.0.4.');
    expect(firstSentenceOf('# 标题\n\n每页条数。更多。')).toBe('每页条数。');
  });

  it('writes the summary on one line', () => {
    expect(llmsTxt({ name: 'x', summary: 'one\ntwo', pages: [] })).toBe('# x\n\n> one two\n');
  });
});

describe('twinPathOf', () => {
  it('puts the twin beside the page, and a language home at index.md', () => {
    expect(twinPathOf('/demo/sizer')).toBe('demo/sizer.md');
    expect(twinPathOf('/demo/sizer/')).toBe('demo/sizer.md');
    expect(twinPathOf('/')).toBe('index.md');
    expect(twinPathOf('/zh-CN', '/zh-CN')).toBe('zh-CN/index.md');
    expect(twinPathOf('/zh-CN/demo/sizer', '/zh-CN')).toBe('zh-CN/demo/sizer.md');
  });
});
