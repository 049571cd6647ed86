// @vitest-environment node
import path from 'path';
import { describe, expect, it } from 'vitest';
import { readReleaseProps } from '../../../plugins/pages/paginationTypes';
import {
  readFrom,
  releaseProps,
  storedReleaseProps,
  toStored,
  type StoredReleaseProps,
} from '../../../plugins/pages/releaseProps';
import { DEFAULT_RELEASE, RELEASE_IDS } from '@site/versions/releases';
import { RC_PAGINATION } from '../../pinned';

const root = path.resolve(__dirname, '../../..');
const checker = readReleaseProps(root);
const installed = readFrom(root);
const answer = toStored(installed, checker);

describe("the stored answer for the API table's Releases column (plugins/pages/releaseProps.stored.json)", () => {
  it("is what the TypeScript checker reads from the installed releases (update: vitest run -u on this file)", async () => {
    await expect(`${JSON.stringify(answer, null, 2)}\n`).toMatchFileSnapshot('../../../plugins/pages/releaseProps.stored.json');
  });

  it('is what the build takes while the installed packages are the ones it was read from', () => {
    expect(releaseProps(root)).toEqual(checker);
    expect(storedReleaseProps(installed, answer)).toEqual(checker);
  });

  it('names each release by package and version, with its type file, React\'s types and TypeScript', () => {
    expect(Object.keys(installed.releases)).toEqual([...RELEASE_IDS]);
    expect(installed.releases[DEFAULT_RELEASE].package).toBe(`rc-pagination@${RC_PAGINATION}`);
    expect(installed.releases['1.5.0'].package).toBe('@rc-component/pagination@1.5.0');
    for (const release of Object.values(installed.releases)) expect(release['interface.d.ts']).toMatch(/^[0-9a-f]{64}$/);
    expect(installed['@types/react']).toMatch(/^18\./);
    expect(installed.typescript).toMatch(/^\d+\.\d+\.\d+$/);
  });

  describe('is not taken, and the checker answers, when', () => {
    const changed = (edit: (stored: StoredReleaseProps) => void): StoredReleaseProps => {
      const stored = structuredClone(answer);
      edit(stored);
      return stored;
    };
    const cases: [string, StoredReleaseProps | null][] = [
      ['a release\'s type file differs', changed((s) => (s.readFrom.releases['4.3.0']['interface.d.ts'] = '0'.repeat(64)))],
      ['a release is another version', changed((s) => (s.readFrom.releases['5.1.0'].package = 'rc-pagination@5.1.1'))],
      ["React's types are another version", changed((s) => (s.readFrom['@types/react'] = '18.3.0'))],
      ['TypeScript is another version', changed((s) => (s.readFrom.typescript = '5.7.0'))],
      ['a release is missing', changed((s) => delete s.props['1.5.0'])],
      ['there is no stored answer', null],
    ];
    it.each(cases)('%s', (_name, stored) => {
      expect(storedReleaseProps(installed, stored)).toBeNull();
      expect(releaseProps(root, stored)).toEqual(checker);
    });
  });
});
