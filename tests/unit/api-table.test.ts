// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { ARIA_ROW, compareApiTable, parseApiTable } from './apiTable/markdownApiTable';
import { readPaginationPropNames } from './apiTable/paginationProps';

const root = path.resolve(__dirname, '../..');
const interfaceDts = path.join(root, 'node_modules/rc-pagination/lib/interface.d.ts');
const pages = ['docs/index.md', 'docs/index.zh-CN.md'];

const propNames = readPaginationPropNames(interfaceDts);

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
    expect(rows).toContainEqual({ name: 'showSizeOptionsSearch', absent: true });
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
    expect(rows).toEqual([{ name: 'simple', absent: false }]);
  });
});
