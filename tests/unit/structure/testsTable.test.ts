// @vitest-environment node
import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

/**
 * maintainers/tests.md says, in one table, what each test file guarantees: a row per end-to-end
 * spec, per Firefox test and per folder of unit tests (the few unit files outside a folder share
 * a row). A file added or removed without its row is named here.
 */
const root = path.resolve(__dirname, '../../..');
const tests = path.join(root, 'tests');

/** `dir`'s file names (relative to tests/) that end with `suffix`. */
const filesIn = (dir: string, suffix: string) =>
  readdirSync(path.join(tests, dir))
    .filter((name) => name.endsWith(suffix))
    .map((name) => `${dir}/${name}`);

/** What the table must have a row for, as paths under tests/ (a unit folder ends with `/`). */
function expectedRows(): string[] {
  const unitFolders = readdirSync(path.join(tests, 'unit'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `unit/${entry.name}/`);
  return [
    ...filesIn('e2e', '.spec.ts'),
    ...filesIn('e2e/dev', '.spec.ts'),
    ...filesIn('firefox', '.test.mjs'),
    ...filesIn('unit', '.test.ts'),
    ...unitFolders,
  ].sort();
}

/** The paths in the first cell of each row of the table under "What each file guarantees". */
function tableRows(): string[] {
  const note = readFileSync(path.join(root, 'maintainers/tests.md'), 'utf8');
  const section = note.split(/^## /m).find((part) => part.startsWith('What each file guarantees'));
  expect(section, 'tests.md has a section "What each file guarantees"').toBeDefined();
  return section!
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]))
    .sort();
}

describe('the table of test files in maintainers/tests.md', () => {
  it('has one row per end-to-end spec, Firefox test and unit folder, and none for what is gone', () => {
    expect(tableRows()).toEqual(expectedRows());
  });
});
