// @vitest-environment node
import { describe, expect, it } from 'vitest';
import budgets from '../../../scripts/bench/budgets.json';
import { statCpu, statFields } from '../../../scripts/bench/cpuTime.mjs';
import {
  checkDemoEdit,
  checkFirstLoadByKind,
  checkReferenceRatios,
  demoSources,
  formatReference,
  importsOf,
  median,
  pageKinds,
  ratio,
  reachesSizeChanger,
  routeOfPage,
  type ReferenceResult,
} from '../../../scripts/bench/reference-report.mjs';

describe('median and ratio', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it("divides this site's figure by the reference's, to two decimals", () => {
    expect(ratio(21.7, 12.2)).toBe(1.78);
    expect(ratio(12, 12)).toBe(1);
    expect(ratio(Number.NaN, 12)).toBeNaN();
    expect(ratio(10, 0)).toBeNaN();
  });
});

describe('checkReferenceRatios', () => {
  it('holds the ratios to their targets: build 1.5×, dev start 1.2× the upstream site', () => {
    expect(budgets.buildRatio).toBe(1.5);
    expect(budgets.devStartRatio).toBe(1.2);
    expect(checkReferenceRatios({ build: 1.5, devStart: 1.2 }, budgets)).toEqual([]);
  });

  it("reports today's ratios as missed, and a NaN ratio too", () => {
    expect(checkReferenceRatios({ build: 1.82, devStart: 1.5 }, budgets)).toEqual([
      { route: '(reference)', metric: 'cold build ratio', actual: 1.82, limit: 1.5 },
      { route: '(reference)', metric: 'cold dev start ratio', actual: 1.5, limit: 1.2 },
    ]);
    expect(checkReferenceRatios({ build: Number.NaN, devStart: 1 }, budgets)).toHaveLength(1);
  });

  it('checks nothing without the budgets', () => {
    expect(checkReferenceRatios({ build: 9, devStart: 9 }, {})).toEqual([]);
  });
});

describe('formatReference', () => {
  const result: ReferenceResult = {
    rounds: 2,
    build: { reference: [12, 13], site: [22, 21] },
    devStart: { reference: [13.4, 13.6], site: [16, 16] },
    medians: { build: { reference: 12.5, site: 21.5 }, devStart: { reference: 13.5, site: 16 } },
    ratios: { build: 1.72, devStart: 1.19 },
  };

  it('prints every run, the medians and each ratio against its budget', () => {
    const text = formatReference(result, budgets);
    expect(text).toContain('2 alternating round(s)');
    expect(text).toContain('upstream 12.0, 13.0 s, this site 22.0, 21.0 s');
    expect(text).toContain('medians 12.5 s and 21.5 s, ratio 1.72 (budget 1.5: missed)');
    expect(text).toContain('ratio 1.19 (budget 1.2: holds)');
    expect(text).not.toContain('CPU time');
    expect(text).not.toContain('demo edit');
  });

  it('adds the CPU times with their ratios, and the demo edits against their budget', () => {
    const text = formatReference(
      {
        ...result,
        cpu: { build: { reference: [20, 21], site: [30, 31] }, devStart: { reference: [15, 16], site: [17, 18] } },
        cpuMedians: { build: { reference: 20.5, site: 30.5 }, devStart: { reference: 15.5, site: 17.5 } },
        cpuRatios: { build: 1.49, devStart: 1.13 },
        demoEditMs: [640.4, 1210, 700],
        medians: { ...result.medians, demoEditMs: 700 },
      },
      budgets,
    );
    expect(text).toContain('CPU time, cold dumi build: upstream 20.0, 21.0 s, this site 30.0, 31.0 s');
    expect(text).toContain('medians 20.5 s and 30.5 s, ratio 1.49');
    expect(text).toContain('medians 15.5 s and 17.5 s, ratio 1.13');
    expect(text).toContain('demo edit to the open page, this site: 640, 1210, 700 ms');
    expect(text).toContain('median 700 ms (budget 1000 ms: holds)');
  });
});

describe('checkDemoEdit', () => {
  it('holds the median edit to 1 s, and counts a missing measure as missed', () => {
    expect(budgets.maxDemoEditMs).toBe(1000);
    expect(checkDemoEdit(1000, budgets)).toEqual([]);
    expect(checkDemoEdit(1001, budgets)).toEqual([
      { route: '(dev server)', metric: 'demo edit shown, ms', actual: 1001, limit: 1000 },
    ]);
    expect(checkDemoEdit(Number.NaN, budgets)).toHaveLength(1);
    expect(checkDemoEdit(5000, {})).toEqual([]);
  });
});

describe('CPU time from /proc', () => {
  // a stat line whose command name holds a space and a parenthesis, as node's worker names can
  const line = '4242 (node (worker) x) S 4200 4100 4100 0 -1 4194560 10 0 0 0 250 50 1200 300 20 0 11 0 1180181 0 0';

  it('reads the fields after the last parenthesis of the command name', () => {
    expect(statFields(line).slice(0, 3)).toEqual(['S', '4200', '4100']);
  });

  it("sums user and system time, the process's own and its finished children's, in seconds", () => {
    expect(statCpu(line)).toEqual({ own: 3, children: 15, group: 4100 });
  });
});

describe('page kinds', () => {
  it('maps Markdown pages to routes, tabs to their page', () => {
    expect(routeOfPage('index.md')).toBe('');
    expect(routeOfPage('index.zh-CN.md')).toBe('zh-CN');
    expect(routeOfPage('demo/basic.md')).toBe('demo/basic');
    expect(routeOfPage('demo/basic.zh-CN.md')).toBe('zh-CN/demo/basic');
    expect(routeOfPage('demo/locale.$tab-custom.zh-CN.md')).toBe('zh-CN/demo/locale');
    expect(routeOfPage('typings.d.ts')).toBeNull();
  });

  it("finds a page's demos and a module's imports", () => {
    expect(demoSources('demo/sizer.md', '<code src="./demos/a.tsx" title="x"></code>\n<code src="../b.tsx"></code>')).toEqual([
      'demo/demos/a.tsx',
      'b.tsx',
    ]);
    expect(importsOf("import A from 'a';\nimport './b.css';\nexport { c } from \"./c\";\nconst d = import('./d');")).toEqual([
      'a',
      './b.css',
      './c',
      './d',
    ]);
  });

  const files: Record<string, string> = {
    'docs/demo/basic.md': '<code src="./demos/basic.tsx"></code>',
    'docs/demo/sizer.md': '<code src="./demos/sizer.tsx"></code>',
    'docs/demo/locale.md': '<code src="./demos/locale.tsx"></code>',
    'docs/demo/locale.$tab-custom.md': '<code src="./demos/custom.tsx"></code>',
    // an import in a code block of the text is not a demo
    'docs/versions.md': "```tsx\nimport Select from 'rc-select';\n```\n<code src=\"./demo/demos/basic.tsx\"></code>",
    'docs/playground.md': '<code src="./playground/playground.tsx"></code>',
    'docs/demo/demos/basic.tsx': "import Pagination from 'rc-pagination';",
    'docs/demo/demos/sizer.tsx': "import PageSizeSelect from './page-size-select';",
    'docs/demo/demos/page-size-select.ts': "import Select from 'rc-select';",
    'docs/demo/demos/locale.tsx': "import { locales } from './locales';",
    'docs/demo/demos/locales.ts': "export const locales = [];",
    'docs/demo/demos/custom.tsx': "import Select from 'rc-select';",
    'docs/playground/playground.tsx': "import Playground from '../../src/playground';",
    'src/playground/index.tsx': "import { Controls } from './Controls';",
    'src/playground/Controls.tsx': "import Select from 'rc-select';\nimport { Controls } from './index';",
  };
  const read = (file: string) => files[file];

  it('follows relative imports, index files and cycles included', () => {
    expect(reachesSizeChanger('docs/playground/playground.tsx', read)).toBe(true);
    expect(reachesSizeChanger('docs/demo/demos/basic.tsx', read)).toBe(false);
    expect(reachesSizeChanger('docs/demo/demos/missing.tsx', read)).toBe(false);
  });

  it('gives a page with a demo reaching rc-select, in any of its tabs, a size changer', () => {
    const pages = Object.keys(files)
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.slice('docs/'.length));
    expect(pageKinds(pages, read)).toEqual({
      'demo/basic': 'plain',
      'demo/sizer': 'sizeChanger',
      'demo/locale': 'sizeChanger',
      versions: 'plain',
      playground: 'sizeChanger',
    });
  });
});

describe('checkFirstLoadByKind', () => {
  const kinds = { 'demo/basic': 'plain', 'demo/sizer': 'sizeChanger' } as const;

  const { plain, sizeChanger } = budgets.maxFirstLoadScriptKiBByKind;

  it('holds each page to its kind’s budget', () => {
    expect(plain).toBeLessThan(sizeChanger);
    const pages = [
      { route: 'demo/basic', scriptBytes: plain * 1024 },
      { route: 'demo/sizer', scriptBytes: sizeChanger * 1024 },
    ];
    expect(checkFirstLoadByKind(pages, kinds, budgets)).toEqual([]);
  });

  it("reports pages over their kind's budget, an unknown page against the larger budget", () => {
    // between the two budgets: over a plain page's, within a size changer's
    const between = Math.round((plain + sizeChanger) / 2);
    const misses = checkFirstLoadByKind(
      [
        { route: 'demo/basic', scriptBytes: (plain + 21) * 1024 },
        { route: 'demo/sizer', scriptBytes: (sizeChanger + 22) * 1024 },
        { route: 'elsewhere', scriptBytes: between * 1024 },
        { route: 'broken', scriptBytes: Number.NaN },
      ],
      kinds,
      budgets,
    );
    expect(misses).toEqual([
      { route: 'demo/basic', metric: 'script KiB (no size changer)', actual: plain + 21, limit: plain },
      { route: 'demo/sizer', metric: 'script KiB (size changer)', actual: sizeChanger + 22, limit: sizeChanger },
      { route: 'broken', metric: 'script KiB (size changer)', actual: Number.NaN, limit: sizeChanger },
    ]);
  });

  it('reports a page that loaded no script as not measured, not as within its budget', () => {
    expect(checkFirstLoadByKind([{ route: 'demo/basic', scriptBytes: 0 }], kinds, budgets)).toEqual([
      { route: 'demo/basic', metric: 'script KiB (no size changer): nothing loaded, not measured', actual: 0, limit: plain },
    ]);
  });

  it('checks nothing without the budget', () => {
    expect(checkFirstLoadByKind([{ route: 'demo/basic', scriptBytes: 1e9 }], kinds, {})).toEqual([]);
  });
});
