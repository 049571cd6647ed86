// @vitest-environment node
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { PROPERTY_HISTORY, SECTIONS, stepAt } from '@site/versions/properties';
import { RELEASES } from '@site/versions/releases';
import { readReleaseProps } from '../../../plugins/pages/paginationTypes';
import { compareReleaseTable, parseReleaseTable } from './versionsTable';

const root = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const manifest = readJson('package.json');
const pages = { 'en-US': 'docs/versions.md', 'zh-CN': 'docs/versions.zh-CN.md' } as const;
/** each release's interface.d.ts, by the reader the build's API table uses (plugins/pages/apiReleasesColumn.ts) */
const declared = readReleaseProps(root);

describe.each(RELEASES)('release $id', (release) => {
  const installed = readJson(`node_modules/${release.alias}/package.json`);

  it('is installed under its alias, pinned in package.json', () => {
    const spec = release.alias === release.pkg ? release.version : `npm:${release.pkg}@${release.version}`;
    expect(manifest.dependencies[release.alias]).toBe(spec);
    expect([installed.name, installed.version]).toEqual([release.pkg, release.version]);
  });

  it('depends on the util package its data names', () => {
    expect(installed.dependencies[release.util.name]).toBe(release.util.range);
  });

  it("has the property types its data gives, read from the release's own interface.d.ts", () => {
    const { types } = declared[release.id];
    for (const history of PROPERTY_HISTORY) {
      expect(types.get(history.name) ?? null, `${history.name} in ${release.id}`).toBe(stepAt(history, release.id).type);
    }
  });
});

describe('PROPERTY_HISTORY', () => {
  const typesOf = RELEASES.map((release) => declared[release.id].types);

  it('lists every property whose type differs between the installed releases', () => {
    const names = new Set(typesOf.flatMap((types) => [...types.keys()]));
    const changed = [...names].filter((name) => new Set(typesOf.map((types) => types.get(name) ?? null)).size > 1);
    expect(changed.filter((name) => !PROPERTY_HISTORY.some((history) => history.name === name))).toEqual([]);
  });

  it.each(Object.entries(pages))('links only sections the %s Versions page has', (language, page) => {
    const markdown = fs.readFileSync(path.join(root, page), 'utf8');
    for (const section of Object.values(SECTIONS)) {
      expect(markdown).toContain(`](#${section[language as keyof typeof pages]})`);
    }
  });
});

describe.each(Object.values(pages))('the table of changed properties in %s', (page) => {
  it('gives each property the type of every release as the data (and so the .d.ts) does', () => {
    const table = parseReleaseTable(fs.readFileSync(path.join(root, page), 'utf8'));
    expect(compareReleaseTable(table)).toEqual([]);
  });
});

describe('compareReleaseTable', () => {
  const table = (rows: string) =>
    parseReleaseTable(
      '## Properties that changed after 4.0.4\n\n| Property | 4.0.4 | 4.3.0 | 5.1.0 | @rc-component/pagination 1.5.0 | Changed in |\n' +
        `| --- | --- | --- | --- | --- | --- |\n${rows}\n## Next\n`,
    );

  it('names a wrong type, a wrong "unused", a missing row and an unknown row', () => {
    const problems = compareReleaseTable(
      table(
        "| `align` | `'start'` | - | - | - | x |\n| `selectPrefixCls` | `string` | `string` | `string` | `string` | x |\n| `size` | - | - | - | - | x |",
      ),
    );
    expect(problems).toContain("`align` in 4.0.4: the table says 'start', the data -");
    expect(problems).toContain("`align` in 4.3.0: the table says -, the data 'start' | 'center' | 'end'");
    expect(problems).toContain('`selectPrefixCls` in 5.1.0: "unused" differs');
    expect(problems).toContain('`simple` has no row');
    expect(problems).toContain('`size` has no history');
  });

  it('refuses a table without a column per release', () => {
    expect(() =>
      parseReleaseTable('## Properties that changed after 4.0.4\n\n| Property | 4.0.4 |\n| --- | --- |\n| `a` | - |\n'),
    ).toThrow(/no column for 4\.3\.0/);
  });
});
