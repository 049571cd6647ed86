// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listDemoFiles as filesOf } from '../../../src/codeView/files';
import { notesForCode } from '../../../src/versions/notes';
import { RELEASE_IDS } from '../../../src/versions/releases';
import { HELPER_FILE, hasSizeChangerRender, sizeChangerForm } from '../../../src/versions/sizeChangerForm';
import { assetFromDemoFile, listDemoFiles } from '../export/demoAssets';

/**
 * The Sizer demos offer their 5.x form on 5.1.0 and 1.5.0. That each form type-checks
 * and bundles against those releases is tests/unit/export/releaseCompile.test.ts's part.
 */
const demos = listDemoFiles()
  .filter((file) => file !== 'throws.tsx')
  .map((file) => ({ file, asset: assetFromDemoFile(file) }));
const formOf = ({ asset }: (typeof demos)[number]) => sizeChangerForm(filesOf(asset), asset.entry ?? 'index.tsx');

describe('sizeChangerForm', () => {
  it('exists for every demo that passes selectComponentClass, in both languages, and for no other', () => {
    const withForm = demos.filter((demo) => formOf(demo)).map((demo) => demo.file);
    const passing = demos
      .filter(({ asset }) => filesOf(asset).some((file) => file.code.includes('selectComponentClass=')))
      .map((demo) => demo.file);
    expect(withForm).toEqual(passing);
    expect(withForm).toEqual(expect.arrayContaining(['sizer.tsx', 'sizer.zh-CN.tsx', 'sizer-options.tsx', 'jumper.tsx']));
  });

  it('renders the select through sizeChangerRender, with numeric page sizes, and has no note on 5.x', () => {
    for (const demo of demos) {
      const form = formOf(demo);
      if (!form) continue;
      const entry = form[demo.asset.entry ?? 'index.tsx']!;
      expect(entry, demo.file).toContain('sizeChangerRender={renderPageSizeSelect}');
      expect(entry, demo.file).not.toContain('selectComponentClass');
      expect(entry, demo.file).not.toMatch(/pageSizeOptions=\{\['/);
      expect(form[HELPER_FILE], demo.file).toContain('export const renderPageSizeSelect');
      for (const release of ['5.1.0', '1.5.0'] as const) {
        expect(notesForCode(Object.values(form), release), `${demo.file} on ${release}`).toEqual([]);
      }
    }
  });

  it('turns string page sizes into numbers and leaves the rest of the code as written', () => {
    const sizer = demos.find((demo) => demo.file === 'sizer-options.tsx')!;
    const entry = sizer.asset.entry ?? 'index.tsx';
    const written = filesOf(sizer.asset).find((file) => file.name === entry)!.code;
    const modern = formOf(sizer)![entry]!;
    expect(modern).toContain('pageSizeOptions={[5, 15, 30, 60]}');
    const changed = modern.split('\n').filter((line, index) => line !== written.split('\n')[index]);
    expect(changed.map((line) => line.trim())).toEqual([
      "import { renderPageSizeSelect } from './page-size-select';",
      'sizeChangerRender={renderPageSizeSelect}',
      'pageSizeOptions={[5, 15, 30, 60]}',
    ]);
  });

  it('is offered on the releases that have sizeChangerRender: 5.1.0 and 1.5.0', () => {
    expect(RELEASE_IDS.filter(hasSizeChangerRender)).toEqual(['5.1.0', '1.5.0']);
  });
});
