// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import {
  ARIA_ROW,
  compareApiTable,
  compareChangedLater,
  parseApiTable,
  parseChangedProperties,
} from './apiTable/markdownApiTable';
import { readPaginationProps } from '../../plugins/pages/paginationTypes';

const root = path.resolve(__dirname, '../..');
const interfaceDts = path.join(root, 'node_modules/rc-pagination/lib/interface.d.ts');
const pages = ['docs/index.md', 'docs/index.zh-CN.md'];
/** Each home page's Versions page, in the same language. */
const versionsPageOf = (page: string) => page.replace('index', 'versions');

const [{ names: propNames }] = readPaginationProps([interfaceDts]);

describe('PaginationProps read from the installed rc-pagination', () => {
  it('includes own, inherited and ARIA properties', () => {
    expect(propNames).toEqual(
      expect.arrayContaining(['current', 'onChange', 'itemRender', 'role', 'prefixCls', 'aria-label']),
    );
    expect(propNames).not.toContain('showSizeOptionsSearch');
  });
});

describe.each(pages)('API table of %s', (page) => {
  const rows = parseApiTable(fs.readFileSync(path.join(root, page), 'utf8'));

  it('lists exactly the properties of rc-pagination 4.0.4', () => {
    expect(compareApiTable(rows, propNames)).toEqual([]);
  });

  it('marks showSizeOptionsSearch as absent from 4.0.4', () => {
    expect(rows).toContainEqual(expect.objectContaining({ name: 'showSizeOptionsSearch', absent: true }));
  });

  it('links exactly the properties the Versions page lists as changed to that page', () => {
    const changed = parseChangedProperties(fs.readFileSync(path.join(root, versionsPageOf(page)), 'utf8'));
    expect(changed).toEqual(expect.arrayContaining(['selectComponentClass', 'sizeChangerRender', 'pageSizeOptions']));
    expect(compareChangedLater(rows, changed)).toEqual([]);
  });
});

describe('compareChangedLater', () => {
  const rows = parseApiTable(
    '## API\n\n| Property | Type | Default | Description |\n| --- | --- | --- | --- |\n' +
      '| `simple` | `boolean` | - | Mode. [Changed later](./versions.md#v420) |\n' +
      '| `total` | `number` | `0` | Items |\n',
  );

  it('reads the link to the Versions page as the mark', () => {
    expect(rows.map((row) => row.changedLater)).toEqual([true, false]);
    expect(compareChangedLater(rows, ['simple'])).toEqual([]);
  });

  it('names a changed property whose row has no link, a linked row the page does not list, and a missing row', () => {
    expect(compareChangedLater(rows, ['total', 'align'])).toEqual([
      '`align` changed later but has no API row',
      '`simple` links to Versions but is not in its table',
      '`total` changed later but its row does not link to Versions',
    ]);
  });

  it('reads the Versions table in either language', () => {
    const table = (heading: string) =>
      `## ${heading}\n\n| Property | In 4.0.4 | Later |\n| --- | --- | --- |\n| \`align\` | - | 4.1 |\n`;
    expect(parseChangedProperties(table('Properties that changed after 4.0.4'))).toEqual(['align']);
    expect(parseChangedProperties(table('4.0.4 之后有变化的属性'))).toEqual(['align']);
    expect(() => parseChangedProperties('## Other\n')).toThrow(/no "## /);
  });
});

describe('compareApiTable', () => {
  const table = (body: string) =>
    parseApiTable(`## API\n\n| Property | Type | Default | Description |\n| --- | --- | --- | --- |\n${body}`);
  const props = ['current', 'total', 'aria-label', 'aria-hidden'];

  it('accepts a table that matches, with ARIA attributes folded into one row', () => {
    const rows = table(
      '| `current` | `number` | - | Page |\n| `total` | `number` | `0` | Items |\n| `aria-*` | - | - | ARIA |\n',
    );
    expect(rows.map((row) => row.name)).toEqual(['current', 'total', ARIA_ROW]);
    expect(compareApiTable(rows, props)).toEqual([]);
  });

  it('names a property the table misses', () => {
    const rows = table('| `current` | `number` | - | Page |\n| `aria-*` | - | - | ARIA |\n');
    expect(compareApiTable(rows, props)).toEqual(['`total` is missing from the API table']);
  });

  it('names a listed property that does not exist', () => {
    const rows = table(
      '| `current` | `number` | - | Page |\n| `total` | `number` | `0` | Items |\n| `aria-*` | - | - | ARIA |\n| `size` | `string` | - | Size |\n',
    );
    expect(compareApiTable(rows, props)).toEqual([
      '`size` is listed but is not a property of PaginationProps',
    ]);
  });

  it('names a row marked absent that the component really has', () => {
    const rows = table(
      '| `current` | `number` | - | Page |\n| `total` | - | - | **Not in rc-pagination 4.0.4.** |\n| `aria-*` | - | - | ARIA |\n',
    );
    expect(compareApiTable(rows, props)).toEqual([
      '`total` is marked as absent from 4.0.4 but PaginationProps declares it',
      '`total` is missing from the API table',
    ]);
  });

  it('keeps escaped pipes inside a cell', () => {
    const rows = table("| `simple` | `boolean \\| 'x'` | - | Mode |\n");
    expect(rows).toEqual([{ name: 'simple', absent: false, changedLater: false }]);
  });
});
