// @vitest-environment node
import { SEARCH_SKIP } from '../../../plugins/search/searchTexts';
import { readFileSync } from 'fs';
import path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import remarkCompareReleases, { directiveMarkdown, MOVING_BUILTIN } from '../../../plugins/pages/compareReleases';
import type { MdastNode } from '../../../plugins/pages/versionHeadingIds';
import { loadParser, markdownTwin, type MarkdownParser } from '../../../plugins/publish/twins';
import { cachedReleaseCosts } from '../../../plugins/releases/plugin';
import type { ReleaseCost } from '@site/compare/cost';
import facts from '@site/compare/facts.json';
import type { ReleaseFacts } from '@site/compare/facts';
import { movingEntries } from '@site/compare/movingEntries';
import { DEFAULT_PAIR } from '@site/compare/pair';
import { RELEASES, releaseLabel } from '@site/versions';

const root = path.resolve(__dirname, '../../..');
const messagesOf = (id: string) => JSON.parse(readFileSync(path.join(root, `.dumi/theme/locales/${id}.json`), 'utf8')) as Record<string, string>;
const MESSAGES = { 'en-US': messagesOf('en-US'), 'zh-CN': messagesOf('zh-CN') };
const FACTS = facts as unknown as readonly ReleaseFacts[];

let costs: readonly ReleaseCost[];
let parser: MarkdownParser;
beforeAll(async () => {
  costs = (await cachedReleaseCosts(root)).costs;
  parser = await loadParser();
});

describe('the release costs table', () => {
  it.each(['en-US', 'zh-CN'] as const)('%s: one row per release with its gzip size, its React range and its dependencies', (locale) => {
    const table = directiveMarkdown('release-costs', costs, MESSAGES[locale], locale).split('\n');
    expect(table).toHaveLength(2 + RELEASES.length);
    expect(table[0]).toContain(MESSAGES[locale]['compare.costs.gzip']);
    for (const cost of costs) {
      const row = table.find((line) => line.startsWith(`| ${releaseLabel(cost.release)} |`));
      expect(row, cost.release).toContain(`| ${cost.gzip} B |`);
      for (const dependency of cost.dependencies) expect(row).toContain(`\`${dependency.name}\` ${dependency.version}`);
    }
    // @rc-component/util asks for React 18 where 1.5.0 itself names 16.9
    expect(table.find((line) => line.includes('1.5.0'))).toMatch(/`@rc-component\/util` 1\.14\.1[ （(]+React `>=18\.0\.0`/);
  });
});

describe('Moving from 4.0.4 to 1.5.0, as the Versions page and its twin hold it', () => {
  it('English: removed and changed properties with their sections, nested-interactive, Space, the size change', () => {
    const list = directiveMarkdown('moving-releases', costs, MESSAGES['en-US'], 'en-US');
    const lines = list.split('\n');
    expect(lines[0]).toBe('**Moving from 4.0.4 to 1.5.0**');
    const line = (text: string) => lines.find((entry) => entry.includes(text)) ?? '';
    expect(line('selectComponentClass is gone')).toContain('](#v500-sizechangerrender-replaces-selectcomponentclass)');
    expect(line('onChange changes type')).toContain('](#rc-componentpagination-1x)');
    expect(line('axe finds nested-interactive')).toMatch(/on 4 elements.*\[axe rule nested-interactive\]\(https:\/\/dequeuniversity\.com\/rules\/axe\/[\d.]+\/nested-interactive/);
    // Space acts on 1.5.0's items only: its li is a role="button"
    expect(line('Space on a page item now turns the page')).toContain('before `<li tabindex="0">`, after `<li role="button" tabindex="0" aria-label="Page 1">`');
    const [from, to] = [costs.find((cost) => cost.release === '4.0.4')!, costs.find((cost) => cost.release === '1.5.0')!];
    expect(line('gzipped')).toContain(`${from.gzip} B to ${to.gzip} B`);
    expect(line('React >=18.0.0 is needed')).toContain('before `"react": ">=16.9.0"`, after `"react": ">=18.0.0"`');
    // an element name is code, not HTML
    expect(line('page item: `<li>` the role attribute goes from (none) to button')).toContain('before `<li>`, after `<li role="button">`');
  });

  it('Chinese: the same items, in Chinese', () => {
    const list = directiveMarkdown('moving-releases', costs, MESSAGES['zh-CN'], 'zh-CN');
    expect(list.split('\n')[0]).toBe('**从 4.0.4 迁移到 1.5.0**');
    expect(list).toContain('selectComponentClass 已移除');
    expect(list).toContain('](#v500sizechangerrender-取代-selectcomponentclass)');
    expect(list).toContain('axe 在 4 个元素上发现 nested-interactive');
    expect(list).toContain('在页码上按空格键现在会翻页');
    expect(list).toContain('axe 在 4 个元素上发现 nested-interactive（严重）');
    expect(list).toMatch(/gzip 后减小 \d+ B/);
    expect(list).not.toMatch(/\b(before|after|Moving|how it changed)\b/);
  });

  it('Space is named only where one side is 1.5.0; the same release on both sides changes nothing', () => {
    const ids = (from: string, to: string) => movingEntries({ from, to } as never, FACTS, costs, 'en-US').map((entry) => entry.id);
    expect(ids('4.0.4', '5.1.0')).not.toContain('keyboard:Space');
    expect(ids('5.1.0', '1.5.0')).toContain('keyboard:Space');
    expect(ids('1.5.0', '4.3.0')).toContain('keyboard:Space');
    expect(ids('4.3.0', '4.3.0')).toEqual([]);
    expect(directiveMarkdown('moving-releases', costs, MESSAGES['en-US'], 'en-US')).toContain(`${DEFAULT_PAIR.from} to ${DEFAULT_PAIR.to}`);
  });
});

describe('the Versions page: remark plugin and twin', () => {
  const page = (locale: string) => readFileSync(path.join(root, `docs/versions${locale === 'en-US' ? '' : `.${locale}`}.md`), 'utf8');

  it.each(['en-US', 'zh-CN'] as const)('%s: the page gets the table and the list inside the builtin', async (locale) => {
    const processor = parser as unknown as { parse: (text: string) => MdastNode };
    const tree = processor.parse(page(locale));
    const file = { path: path.join(root, `docs/versions${locale === 'en-US' ? '' : `.${locale}`}.md`) };
    await remarkCompareReleases.call(processor, { root, messages: MESSAGES, defaultLocale: 'en-US' })(tree, file);
    const types = (tree.children ?? []).map((node) => (node.type === 'html' ? node.value : node.type));
    expect(types).not.toContain('containerDirective');
    const open = types.indexOf(`<${MOVING_BUILTIN}>`);
    expect(types.slice(open, open + 4)).toEqual([`<${MOVING_BUILTIN}>`, 'paragraph', 'list', `</${MOVING_BUILTIN}>`]);
    const tables = (tree.children ?? []).filter((node) => node.type === 'table');
    const costs = tables.find((table) => table.children?.length === 1 + RELEASES.length);
    // its bytes and versions stay out of search; the page's other table (the properties) stays in
    expect(costs?.data?.hProperties).toEqual({ [SEARCH_SKIP.property]: SEARCH_SKIP.value });
    expect(tables.filter((table) => table.data?.hProperties)).toHaveLength(1);
  });

  it.each(['en-US', 'zh-CN'] as const)('%s: the twin holds what the directives become', (locale) => {
    const twin = markdownTwin(
      {
        markdown: page(locale),
        title: 'Versions',
        demos: Array(page(locale).match(/<code src=/g)?.length ?? 0).fill(null),
        link: (href) => href,
        directive: (name) => directiveMarkdown(name as 'release-costs', costs, MESSAGES[locale], locale),
      },
      parser,
    );
    expect(twin).not.toMatch(/^:::/m);
    expect(twin).toContain(directiveMarkdown('moving-releases', costs, MESSAGES[locale], locale));
    expect(twin).toContain(directiveMarkdown('release-costs', costs, MESSAGES[locale], locale));
  });
});
