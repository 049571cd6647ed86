// @vitest-environment node
import fs from 'fs';
import path from 'path';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkApiReleasesColumn, {
  API_RELEASES_KEYS,
  type ApiReleasesMessages,
} from '../../../plugins/pages/apiReleasesColumn';
import rehypeApiTableLabels from '../../../plugins/pages/apiTableLabels';
import { readReleaseProps } from '../../../plugins/pages/paginationTypes';
import { propertyReleases, type Declared } from '@site/versions/apiReleases';
import { RELEASE_IDS, type ReleaseId } from '@site/versions/releases';
import { parseApiTable } from '../apiTable/markdownApiTable';

const root = path.resolve(__dirname, '../../..');
const declared = readReleaseProps(root);
const messagesOf = (id: string): ApiReleasesMessages => {
  const all = JSON.parse(fs.readFileSync(path.join(root, `.dumi/theme/locales/${id}.json`), 'utf8'));
  return Object.fromEntries(API_RELEASES_KEYS.map((key) => [key, all[key]])) as ApiReleasesMessages;
};
const messages = { 'en-US': messagesOf('en-US'), 'zh-CN': messagesOf('zh-CN') };

/** A home page compiled as dumi does up to HTML, with the column added and the cells labelled. */
async function compile(file: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkApiReleasesColumn, { root, messages, defaultLocale: 'en-US' })
    .use(remarkRehype)
    .use(rehypeApiTableLabels)
    .use(rehypeStringify);
  const html = await processor.process({ path: path.join(root, file), value: fs.readFileSync(path.join(root, file), 'utf8') });
  return String(html);
}

/** The cells of the API table's row for `name`. */
function rowOf(html: string, name: string): string {
  const row = html.split('<tr>').find((tr) => tr.startsWith(`\n<td><code>${name}</code>`));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe("the home page's API table, with the releases read from each release's interface.d.ts", () => {
  it('says which releases have each property, in both languages', async () => {
    const [en, zh] = await Promise.all([compile('docs/index.md'), compile('docs/index.zh-CN.md')]);
    expect(en).toContain('<table class="site-api-table">');
    expect(en).toContain('<th>Property</th>\n<th>Releases</th>');
    expect(zh).toContain('<th>版本</th>');
    expect(rowOf(en, 'current')).toContain('<td data-label="Releases">all</td>');
    expect(rowOf(en, 'align')).toContain('<td data-label="Releases">4.1+</td>');
    expect(rowOf(en, 'selectComponentClass')).toContain('<td data-label="Releases">before 5.0</td>');
    expect(rowOf(en, 'classNames')).toContain('<td data-label="Releases">@rc-component/pagination 1.1+</td>');
    expect(rowOf(en, 'showSizeOptionsSearch')).toContain('<td data-label="Releases">none</td>');
    expect(rowOf(en, 'aria-*')).toContain('<td data-label="Releases">all</td>');
    expect(rowOf(zh, 'align')).toContain('<td data-label="版本">4.1 起</td>');
    expect(rowOf(zh, 'selectComponentClass')).toContain('<td data-label="版本">5.0 之前</td>');
  });

  it('lists the type of each installed release where it changed, and only there', async () => {
    const en = await compile('docs/index.md');
    const sizeChanger = rowOf(en, 'showSizeChanger');
    expect(sizeChanger).toContain('<details class="site-api-releases"><summary>Type per release</summary>');
    expect(sizeChanger).toContain('<li>4.0.4: <code>boolean</code></li>');
    expect(sizeChanger).toContain('<li>4.3.0: <code>boolean | SelectProps</code></li>');
    expect(sizeChanger).toContain('<li>5.1.0, @rc-component/pagination 1.5.0: <code>boolean</code></li>');
    expect(rowOf(en, 'selectComponentClass')).toContain('<li>5.1.0, @rc-component/pagination 1.5.0: not declared</li>');
    expect(rowOf(en, 'total')).not.toContain('<details');
  });

  it('gives every row of both home pages a column', async () => {
    for (const page of ['docs/index.md', 'docs/index.zh-CN.md']) {
      const rows = parseApiTable(fs.readFileSync(path.join(root, page), 'utf8'));
      const html = await compile(page);
      for (const { name } of rows) expect(rowOf(html, name).split('<td').length, name).toBe(6);
    }
  });

  it("labels every cell but the property's with its column's heading, for the phone's cards", async () => {
    for (const page of ['docs/index.md', 'docs/index.zh-CN.md']) {
      const html = await compile(page);
      const headings = [...html.matchAll(/<th>([^<]*)<\/th>/g)].map((match) => match[1]);
      expect(headings, page).toHaveLength(5);
      for (const { name } of parseApiTable(fs.readFileSync(path.join(root, page), 'utf8'))) {
        const labels = [...rowOf(html, name).matchAll(/<td(?: data-label="([^"]*)")?>/g)].map((match) => match[1]);
        expect(labels, `${page} ${name}`).toEqual([undefined, ...headings.slice(1)]);
      }
    }
  });
});

describe('propertyReleases', () => {
  const without = (id: ReleaseId, name: string): Record<ReleaseId, Declared> => {
    const copy = { ...declared };
    const { names, types } = declared[id];
    const rest = new Map(types);
    rest.delete(name);
    copy[id] = { names: names.filter((candidate) => candidate !== name), types: rest };
    return copy;
  };

  it('refuses declarations that disagree with PROPERTY_HISTORY, naming the property', () => {
    expect(() => propertyReleases('align', without('4.3.0', 'align'))).toThrow(/align: .*rc-pagination-4-3.* 4\.3\.0/);
  });

  it('refuses a property that only some releases declare and PROPERTY_HISTORY does not list', () => {
    expect(() => propertyReleases('showTitle', without('5.1.0', 'showTitle'))).toThrow(/showTitle .*no PROPERTY_HISTORY/);
  });

  it('reads every installed release', () => {
    expect(Object.keys(declared)).toEqual([...RELEASE_IDS]);
  });
});
