import fs from 'fs';
import path from 'path';
import { transform } from 'sucrase';
import { describe, expect, it } from 'vitest';
import { dropEmptiedLines, tidyImportLists, toJavaScript } from '../../../src/codeView/toJavaScript';

const DEMO_DIR = path.resolve(__dirname, '../../../docs/demo/demos');

/** Parses as plain JavaScript + JSX: any type syntax left behind makes this throw. */
function parsesAsJavaScript(code: string): boolean {
  transform(code, { transforms: ['jsx'], jsxRuntime: 'preserve' });
  return true;
}

const TSX = `import React, { useState } from 'react';
import type { PaginationProps } from 'rc-pagination';
import Pagination from 'rc-pagination';

interface DemoProps {
  total: number;
}

type Size = 'small' | 'default';

export default function Demo({ total }: DemoProps) {
  const [current, setCurrent] = useState<number>(1);
  const size: Size = 'small';
  const onChange: PaginationProps['onChange'] = (page) => setCurrent(page);
  return <Pagination current={current} total={total} onChange={onChange} data-size={size} />;
}
`;

describe('toJavaScript', () => {
  const js = toJavaScript(TSX, 'index.tsx');

  it('removes interfaces, type aliases, annotations, generics and type-only imports', () => {
    expect(js).not.toMatch(/\binterface\b|\btype Size\b|import type|: DemoProps|<number>|: Size/);
    expect(js).not.toContain("PaginationProps['onChange']");
    expect(parsesAsJavaScript(js)).toBe(true);
  });

  it('keeps the JSX and the value imports as written', () => {
    expect(js).toContain(
      '<Pagination current={current} total={total} onChange={onChange} data-size={size} />',
    );
    expect(js).toContain("import React, { useState } from 'react';");
    expect(js).toContain("import Pagination from 'rc-pagination';");
    expect(js).toContain('export default function Demo({ total }) {');
  });

  it('does not leave the blank lines of removed declarations behind', () => {
    expect(js).not.toMatch(/\n\s*\n\s*\n/);
    expect(js.startsWith('import React')).toBe(true);
    expect(js).toBe(
      [
        "import React, { useState } from 'react';",
        "import Pagination from 'rc-pagination';",
        '',
        'export default function Demo({ total }) {',
        '  const [current, setCurrent] = useState(1);',
        "  const size = 'small';",
        '  const onChange = (page) => setCurrent(page);',
        '  return <Pagination current={current} total={total} onChange={onChange} data-size={size} />;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('reads a .ts file without JSX parsing, so angle-bracket casts still work', () => {
    const out = toJavaScript(
      'const n = <number>(value as unknown);\nexport default n;\n',
      'util.ts',
    );
    expect(out).not.toMatch(/number|unknown/);
    expect(out).toContain('export default n;');
  });

  it('leaves no empty name in an import list whose inline type import it removed', () => {
    const source = fs.readFileSync(path.join(DEMO_DIR, 'page-size-select.ts'), 'utf8');
    expect(source).toContain('import { createElement, type ComponentType }');
    const code = toJavaScript(source, 'page-size-select.ts');
    expect(code).toContain("import { createElement } from 'react';");
    expect(code).not.toMatch(/^import[^\n]*,\s*\}/m);
    expect(tidyImportLists("import A, { b, , c, } from 'x';\nconst o = { a, };")).toBe("import A, { b, c } from 'x';\nconst o = { a, };");
  });

  it('throws on source it cannot parse, so the caller can fall back to TypeScript', () => {
    expect(() => toJavaScript('const = ;', 'broken.tsx')).toThrow();
  });

  const demos = fs.readdirSync(DEMO_DIR).filter((name) => /\.tsx$/.test(name));
  it('finds the site demos', () => {
    expect(demos.length).toBeGreaterThan(0);
  });
  it.each(demos)('converts docs/demo/demos/%s to JavaScript that parses', (name) => {
    const source = fs.readFileSync(path.join(DEMO_DIR, name), 'utf8');
    const out = toJavaScript(source, name);
    expect(parsesAsJavaScript(out)).toBe(true);
    expect(out).not.toMatch(/^import type /m);
    if (/<[A-Z]/.test(source)) expect(out).toMatch(/<[A-Z]/);
  });
});

describe('dropEmptiedLines', () => {
  it('drops lines the transform emptied and collapses blank runs, keeping authored blank lines', () => {
    const source = 'a\n\ntype T = 1;\n\nb\n';
    const output = 'a\n\n\n\nb\n';
    expect(dropEmptiedLines(source, output)).toBe('a\n\nb\n');
  });
});
