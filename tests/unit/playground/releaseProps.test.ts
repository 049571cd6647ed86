// @vitest-environment node
import path from 'path';
import { describe, expect, it } from 'vitest';
import { RELEASES } from '@site/versions';
import { RELEASE_FEATURES, releaseHas, releasesWith, type ReleaseFeature } from '../../../src/playground/releaseProps';
import { readPaginationProps } from '../../../plugins/pages/paginationTypes';

const root = path.resolve(__dirname, '../../..');
const FEATURES = Object.keys(RELEASE_FEATURES) as ReleaseFeature[];

describe('the playground fields each release has', () => {
  it('are the ones the Versions data gives, release by release', () => {
    const table = Object.fromEntries(
      RELEASES.map(({ id }) => [id, FEATURES.filter((feature) => releaseHas(id, feature))]),
    );
    expect(table).toEqual({
      '4.0.4': ['selectComponentClass'],
      '4.3.0': ['align', 'simpleReadOnly', 'selectComponentClass'],
      '5.1.0': ['align', 'simpleReadOnly', 'sizeChangerRender'],
      '1.5.0': ['align', 'simpleReadOnly', 'sizeChangerRender', 'classNames', 'styles'],
    });
    expect(releasesWith('selectComponentClass')).toEqual(['4.0.4', '4.3.0']);
  });

  it.each(RELEASES.map((release) => [release.id, release] as const))(
    "agree with %s's own interface.d.ts",
    (_, release) => {
      const [{ types }] = readPaginationProps([path.join(root, 'node_modules', release.alias, 'lib/interface.d.ts')]);
      for (const feature of FEATURES) {
        const { property, usage } = RELEASE_FEATURES[feature];
        const type = types.get(property);
        // the object form of simple is `{ readOnly?: boolean }` in the type
        const declared = type !== undefined && (usage !== 'object' || type.includes('readOnly'));
        expect(releaseHas(release.id, feature), `${feature} on ${release.id} (declared: ${type})`).toBe(declared);
      }
    },
  );
});
