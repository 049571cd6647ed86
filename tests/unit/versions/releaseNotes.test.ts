// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { detectUsages } from '@site/versions/detect';
import { releaseNotes } from '@site/versions/notes';

const demo = (name: string) => fs.readFileSync(path.resolve(__dirname, '../../../docs/demo/demos', name), 'utf8');
const kinds = (code: string, release: Parameters<typeof releaseNotes>[1]) =>
  releaseNotes(detectUsages(code), release).map((note) => `${note.property}:${note.kind}:${note.section}`);

describe('detectUsages', () => {
  it('reads the attributes of the component imported from rc-pagination, under any name', () => {
    const code = `import Pager from 'rc-pagination';\n<Pager total={50} simple={{ readOnly: true }} align="end" showSizeChanger />`;
    expect(detectUsages(code)).toEqual([
      { property: 'total', usage: 'set' },
      { property: 'simple', usage: 'set' },
      { property: 'simple', usage: 'object' },
      { property: 'align', usage: 'set' },
      { property: 'showSizeChanger', usage: 'set' },
    ]);
  });

  it('reads @rc-component/pagination too, and skips other elements and spreads', () => {
    const code = `import P, { type PaginationProps } from "@rc-component/pagination";\nconst x = <td align="end">{'>'}</td>;\n<P {...rest} total={1 > 0 ? 5 : 6} />`;
    expect(detectUsages(code)).toEqual([{ property: 'total', usage: 'set' }]);
  });

  it('tells string page sizes from numbers', () => {
    const usages = (value: string) =>
      detectUsages(`import P from 'rc-pagination';\n<P pageSizeOptions={${value}} />`).map((usage) => usage.usage);
    expect(usages(`['10', '20']`)).toEqual(['set', 'strings']);
    expect(usages('[10, 20]')).toEqual(['set']);
  });

  it("counts a callback's parameters, written inline or declared by name", () => {
    const inline = `import P from 'rc-pagination';\n<P onChange={(page, size, info) => go(info)} />`;
    const named = `import P from 'rc-pagination';\nconst handle = (page: number, size: number, { recommendPage }) => 0;\n<P onChange={handle} />`;
    const two = `import P from 'rc-pagination';\nfunction handle(page: number, size: number) {}\n<P onChange={handle} />`;
    expect(detectUsages(inline)).toContainEqual({ property: 'onChange', usage: 'thirdArgument' });
    expect(detectUsages(named)).toContainEqual({ property: 'onChange', usage: 'thirdArgument' });
    expect(detectUsages(two)).not.toContainEqual({ property: 'onChange', usage: 'thirdArgument' });
  });
});

describe('releaseNotes', () => {
  it("says nothing about the site's own Sizer demo on 4.0.4, and names selectComponentClass on 5.1.0 and 1.5.0", () => {
    expect(kinds(demo('sizer.tsx'), '4.0.4')).toEqual([]);
    expect(kinds(demo('sizer.tsx'), '4.3.0')).toEqual([]);
    expect(kinds(demo('sizer.tsx'), '5.1.0')).toEqual(['selectComponentClass:absent:v500']);
    expect(kinds(demo('sizer.tsx'), '1.5.0')).toEqual(['selectComponentClass:absent:v500']);
  });

  it('names align before 4.1, simple={{ readOnly }} before 4.2, string page sizes from 5.0', () => {
    const code = `import P from 'rc-pagination';\n<P align="end" simple={{ readOnly: true }} pageSizeOptions={['10']} />`;
    expect(kinds(code, '4.0.4')).toEqual(['align:absent:v410', 'simple:object:v420']);
    expect(kinds(code, '4.3.0')).toEqual([]);
    expect(kinds(code, '5.1.0')).toEqual(['pageSizeOptions:strings:v500']);
  });

  it("names onChange's third argument before @rc-component/pagination 1.5", () => {
    const code = `import P from 'rc-pagination';\n<P onChange={(page, size, info) => info} />`;
    expect(kinds(code, '5.1.0')).toEqual(['onChange:thirdArgument:rc1x']);
    expect(kinds(code, '1.5.0')).toEqual([]);
  });

  it('names sizeChangerRender before 5.0, an unused selectPrefixCls and a showSizeChanger object on 5.x', () => {
    const code = `import P from 'rc-pagination';\n<P sizeChangerRender={render} selectPrefixCls="s" showSizeChanger={{ showSearch: true }} />`;
    expect(kinds(code, '4.3.0')).toEqual(['sizeChangerRender:absent:v500']);
    expect(kinds(code, '5.1.0')).toEqual(['selectPrefixCls:unused:v500', 'showSizeChanger:object:v500']);
  });

  it('names classNames and styles objects before @rc-component/pagination 1.1, and nothing on 1.5.0', () => {
    const code = `import P from 'rc-pagination';\n<P classNames={{ item: 'round' }} styles={{ item: { borderRadius: 16 } }} />`;
    expect(kinds(code, '4.0.4')).toEqual(['classNames:absent:rc1x', 'styles:absent:rc1x']);
    expect(kinds(code, '5.1.0')).toEqual(['classNames:absent:rc1x', 'styles:absent:rc1x']);
    expect(kinds(code, '1.5.0')).toEqual([]);
  });
});
