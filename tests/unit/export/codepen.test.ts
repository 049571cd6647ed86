// @vitest-environment node
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { buildCodePenData } from '../../../src/export/codepen';
import { PINNED, REACT, REACT_DOM } from '../../pinned';
import { assetFromDemoFile, assetOf, listDemoFiles } from './demoAssets';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*)['"]([^'"]+)['"]/g;
const specifiersOf = (js: string) => [...js.matchAll(SPECIFIER)].map((match) => match[1]);
const CDN_URL = /^https:\/\/esm\.sh\/((?:@[^/@]+\/)?[^/@?]+)@([^/?]+)(\/[^?]*)?(\?deps=(.*))?$/;
const REACT_URL = `https://esm.sh/react@${REACT}`;
/** What esm.sh builds every other package against, so the pen holds one React. */
const SINGLE_REACT = `react@${REACT},react-dom@${REACT_DOM}`;
/** A React major the site does not use, so the legacy mount path is exercised. */
const REACT_17 = '17.0.2';

/** CodePen's Babel preprocessor takes JSX but no types: parsing as plain JSX proves both. */
async function parsesAsJsx(js: string): Promise<void> {
  await transform(js, { loader: 'jsx', format: 'esm', jsx: 'transform' });
}

describe.each(listDemoFiles())('CodePen data for %s', (file) => {
  const asset = assetFromDemoFile(file);

  it('is one JSX module importing pinned esm.sh URLs and rendering the demo', async () => {
    const data = buildCodePenData({
      asset,
      title: 'Demo',
      description: '<p>About it</p>',
    });
    expect(Object.keys(data).sort()).toEqual(
      ['css', 'description', 'editors', 'html', 'js', 'js_pre_processor', 'title'].sort(),
    );
    expect(data).toMatchObject({
      title: 'Demo',
      description: 'About it',
      js_pre_processor: 'babel',
    });
    await expect(parsesAsJsx(data.js)).resolves.toBeUndefined();
    expect(data.js).not.toMatch(/^export\s/m);
    expect(data.js).toMatch(
      /^createRoot\(document\.getElementById\('root'\)\)\.render\(<\w+ \/>\);$/m,
    );
    expect(data.html).toContain('<div id="root"');

    const specifiers = specifiersOf(data.js);
    expect(specifiers).toContain(REACT_URL);
    expect(specifiers).toContain(
      `https://esm.sh/react-dom@${REACT_DOM}/client?deps=react@${REACT}`,
    );
    for (const specifier of specifiers) {
      const [, name, version, , query, deps] = CDN_URL.exec(specifier) ?? [];
      expect(name, specifier).toBeDefined();
      expect(version, specifier).toBe(PINNED[name as keyof typeof PINNED]);
      if (name !== 'react') expect(query, specifier).toBeDefined();
      if (name.startsWith('rc-')) expect(deps).toBe(SINGLE_REACT);
    }

    const source = Object.values(asset.dependencies)
      .filter((dep) => dep.type === 'FILE')
      .map((dep) => dep.value)
      .join('\n');
    for (const pkg of ['rc-pagination', 'rc-select'] as const) {
      const linked = data.html.includes(
        `<link rel="stylesheet" href="https://esm.sh/${pkg}@${PINNED[pkg]}/assets/index.css" />`,
      );
      expect(linked, pkg).toBe(source.includes(`'${pkg}/assets/index.css'`));
    }
    for (const [name, dep] of Object.entries(asset.dependencies)) {
      if (dep.type === 'FILE' && name.endsWith('.css'))
        expect(data.css).toContain(dep.value.trim());
    }
  });
});

describe('CodePen data edge cases', () => {
  const pen = (
    source: string,
    extra: Record<string, string> = {},
    packages?: Record<string, string>,
  ) =>
    buildCodePenData({
      asset: assetOf({ 'index.tsx': source, ...extra }, packages),
    });

  it('mounts with ReactDOM.render when the demo pins React 17', async () => {
    const data = pen(
      "import React from 'react';\nexport default () => <p>hi</p>;\n",
      {},
      { react: REACT_17 },
    );
    expect(data.js).toContain(
      `import ReactDOM from 'https://esm.sh/react-dom@${REACT_17}?deps=react@${REACT_17}';`,
    );
    expect(data.js).toContain("ReactDOM.render(<Demo />, document.getElementById('root'));");
    expect(data.js).toContain('const Demo = () => <p>hi</p>;');
    await parsesAsJsx(data.js);
  });

  it('brings React into scope for the JSX when the demo does not import it', () => {
    const data = pen(
      "import { useState } from 'react';\nexport default function A() { useState(); return <i />; }\n",
    );
    expect(data.js).toContain(`import React, { useState } from '${REACT_URL}';`);
  });

  it('inlines local modules before the demo and links renamed, default and namespace imports', async () => {
    const data = pen(
      [
        "import React from 'react';",
        "import label, { size as pageSize } from './util';",
        "import * as util from './util';",
        'export default function A() { return <p>{label}{pageSize}{util.size}</p>; }',
      ].join('\n'),
      {
        './util.ts':
          "import React from 'react';\nconst size: number = 10;\nexport { size };\nexport default `n=${size}`;\n",
      },
    );
    expect(data.js).toContain('// util.ts (inlined');
    expect(data.js).toContain('const utilDefault = `n=${size}`;');
    expect(data.js).toContain('const label = utilDefault;');
    expect(data.js).toContain('const pageSize = size;');
    expect(data.js).toContain('const util = { size, default: utilDefault };');
    expect(data.js.split(`from '${REACT_URL}'`)).toHaveLength(2);
    expect(data.js.indexOf('const size')).toBeLessThan(data.js.indexOf('function A'));
    await parsesAsJsx(data.js);
  });

  it('refuses modules whose top-level names would clash in one scope', () => {
    expect(() =>
      pen(
        "import React from 'react';\nimport { a } from './a';\nconst total = a;\nexport default () => <p>{total}</p>;\n",
        {
          './a.ts': 'export const total = 1;\nexport const a = total;\n',
        },
      ),
    ).toThrow(/"total" is declared twice/);
  });

  it('reads statements as a parser does, not line by line', async () => {
    const data = pen(
      [
        "import React from 'react'; import { b, page } from './pages';",
        'export default function A() {',
        '  const text = "import x from \'nowhere\'";',
        '  return <p title={text}>{b}{page}</p>;',
        '}',
      ].join('\n'),
      {
        './pages.ts': 'export const a = 1, b = 2;\n  export const { page } = { page: 3 };\n',
      },
    );
    expect(data.js).toContain('const a = 1, b = 2;');
    expect(data.js).toContain('const { page } = { page: 3 };');
    expect(data.js).toContain('const text = "import x from \'nowhere\'";');
    expect(data.js).not.toMatch(/\bexport\b/);
    await parsesAsJsx(data.js);
  });

  it('refuses a clash with a name a module destructures', () => {
    expect(() =>
      pen(
        "import React from 'react';\nimport './a';\nconst page = 1;\nexport default () => <p />;\n",
        {
          './a.ts': 'const [page] = [2];\n',
        },
      ),
    ).toThrow(/"page" is declared twice/);
  });

  it('refuses a demo without a default export', () => {
    expect(() => pen("import React from 'react';\nexport const A = () => <p />;\n")).toThrow(
      /no default export/,
    );
  });
});
