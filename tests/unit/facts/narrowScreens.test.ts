// @vitest-environment node
// rc-pagination's stylesheet hides the size changer and the quick jumper on narrow
// screens. The pages say so where a visitor meets it, with the source, in both languages, and
// the CSS they give to keep them answers the rule the installed stylesheet has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage } from './markdown';

const SOURCE = 'https://github.com/react-component/pagination/blob/v4.0.4/assets/index.less#L325-L329';
const installed = readFileSync(
  path.resolve(__dirname, '../../../node_modules/rc-pagination/assets/index.css'),
  'utf8',
);

describe('the size changer and the quick jumper on narrow screens', () => {
  it('the installed stylesheet hides .rc-pagination-options up to 576 px, as the pages say', () => {
    const rule = installed.match(/@media only screen and \(max-width: 576px\) \{([^}]*\})/)?.[1] ?? '';
    expect(rule).toMatch(/\.rc-pagination-options\s*\{\s*display: none;/);
    // and shows them as inline blocks above it: the value the Questions answer restores
    expect(installed).toMatch(/\.rc-pagination-options \{\s*display: inline-block;/);
  });

  for (const suffix of ['', '.zh-CN']) {
    it.each(['demo/sizer', 'demo/jumper'])(`%s${suffix} says it before its demos, with the source`, (page) => {
      const text = readPage(`${page}${suffix}.md`);
      const note = text.split('\n').find((line) => line.includes('576 px')) ?? '';
      expect(note).toContain(SOURCE);
      expect(note).toContain(`questions${suffix}.md#`);
      expect(text.indexOf(note)).toBeLessThan(text.indexOf('<code src='));
    });

    it(`questions${suffix} answers with the CSS that keeps them`, () => {
      const text = readPage(`questions${suffix}.md`);
      expect(text).toContain(SOURCE);
      expect(text).toContain(
        '@media only screen and (max-width: 576px) {\n  .rc-pagination-options {\n    display: inline-block;\n  }\n}',
      );
    });
  }
});
