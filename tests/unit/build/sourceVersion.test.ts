// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_RELEASES_VERSION } from '../../../plugins/pages/apiReleasesColumn';
import { moduleFiles, pageLocale, sourceVersion } from '../../../plugins/pages/sourceVersion';
import { VERSION_HEADING_IDS_VERSION } from '../../../plugins/pages/versionHeadingIds';
import { EXTERNAL_LINKS_VERSION } from '../../../plugins/publish/externalLinks';
import { SEARCH_TEXTS_VERSION } from '../../../plugins/search/searchTexts';

const root = path.resolve(__dirname, '../../..');

describe("the markdown steps' cache versions (plugins/pages/sourceVersion.ts)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'source-version-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, code: string) => writeFileSync(path.join(dir, file), code);
  const entry = path.join(dir, 'step.ts');
  write('step.ts', "import type { Node } from './types';\nimport { slug } from './helper';\nimport unified from 'unified';\nexport default slug;\n");
  write('helper.ts', "export const slug = (text: string) => text.toLowerCase();\n");
  write('types.ts', 'export interface Node { type: string }\n');

  it("is the same while the step's files are, and follows its running imports only", () => {
    expect(sourceVersion(entry)).toMatch(/^[0-9a-f]{16}$/);
    expect(sourceVersion(entry)).toBe(sourceVersion(entry));
    expect(moduleFiles(entry)).toEqual([path.join(dir, 'helper.ts'), entry]);
  });

  it('changes when the step or a module it imports changes, not when a type it imports does', () => {
    const before = sourceVersion(entry);
    write('types.ts', 'export interface Node { type: string; value?: string }\n');
    expect(sourceVersion(entry)).toBe(before);
    write('helper.ts', "export const slug = (text: string) => text.toUpperCase();\n");
    const afterHelper = sourceVersion(entry);
    expect(afterHelper).not.toBe(before);
    write('step.ts', "import { slug } from './helper';\nexport default (text: string) => `v${slug(text)}`;\n");
    expect(sourceVersion(entry)).not.toBe(afterHelper);
  });

  it('names an import it cannot follow instead of leaving it out of the key', () => {
    write('broken.ts', "export { slug } from './missing';\n");
    expect(() => sourceVersion(path.join(dir, 'broken.ts'))).toThrow("cannot resolve './missing'");
  });

  it("is each step's version, the API table's taking in the release data it imports", () => {
    expect(VERSION_HEADING_IDS_VERSION).toBe(sourceVersion(path.join(root, 'plugins/pages/versionHeadingIds.ts')));
    expect(EXTERNAL_LINKS_VERSION).toBe(sourceVersion(path.join(root, 'plugins/publish/externalLinks.ts')));
    expect(SEARCH_TEXTS_VERSION).toBe(sourceVersion(path.join(root, 'plugins/search/searchTexts.ts')));
    const columnFile = path.join(root, 'plugins/pages/apiReleasesColumn.ts');
    expect(API_RELEASES_VERSION).toBe(sourceVersion(columnFile));
    expect(moduleFiles(columnFile)).toEqual(
      expect.arrayContaining([path.join(root, 'src/versions/properties.ts'), path.join(root, 'src/versions/releases.ts')]),
    );
  });
});

describe("a markdown step's page language (pageLocale)", () => {
  const ids = ['en-US', 'zh-CN'];
  it('reads the language from the file suffix, falling back to the default', () => {
    expect(pageLocale(undefined, { path: '/site/docs/index.zh-CN.md' }, ids, 'en-US')).toBe('zh-CN');
    expect(pageLocale(undefined, { path: '/site/docs/index.md' }, ids, 'en-US')).toBe('en-US');
    expect(pageLocale(undefined, { path: '/site/docs/index.fr-FR.md' }, ids, 'en-US')).toBe('en-US');
  });

  it("reads dumi's fileAbsPath when the file has no path", () => {
    const processor = { data: (key: string) => (key === 'fileAbsPath' ? '/site/docs/index.zh-CN.md' : undefined) };
    expect(pageLocale(processor, {}, ids, 'en-US')).toBe('zh-CN');
    expect(pageLocale(undefined, {}, ids, 'en-US')).toBe('en-US');
  });
});
