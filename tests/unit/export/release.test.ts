import { describe, expect, it } from 'vitest';
import { buildCodePenData } from '../../../src/export/codepen';
import { assetOnRelease } from '../../../src/export/release';
import { DEFAULT_RELEASE } from '../../../src/versions';
import { assetOf } from './demoAssets';
import { RC_PAGINATION, RC_SELECT, REACT } from '../../pinned';

const source = `import React from 'react';
import Pagination from 'rc-pagination';
import enUS from "rc-pagination/lib/locale/en_US";
import 'rc-pagination/assets/index.css';
import Other from 'rc-pagination-extra';
export default () => <Pagination locale={enUS} total={50} />;
`;
const asset = assetOf({ 'index.tsx': source }, { react: REACT, 'rc-pagination': RC_PAGINATION, 'rc-pagination-extra': '1.0.0' });

describe('assetOnRelease', () => {
  it('leaves the export on the default release as the site makes it, with no util package of its own', () => {
    const onDefault = assetOnRelease(asset, DEFAULT_RELEASE);
    expect(onDefault).toBe(asset);
    expect(onDefault.dependencies['rc-util']).toBeUndefined();
  });

  it('keeps rc-select only where the code imports it', () => {
    const withSelect = assetOf({ 'index.tsx': source }, { 'rc-pagination': RC_PAGINATION, 'rc-select': '14.0.0' });
    expect(assetOnRelease(withSelect, '5.1.0').dependencies['rc-select']).toBeUndefined();
    const importing = assetOf({ 'index.tsx': `import Select from 'rc-select';\n${source}` }, { 'rc-pagination': RC_PAGINATION });
    expect(assetOnRelease(importing, '1.5.0').dependencies['rc-select']).toEqual({ type: 'NPM', value: RC_SELECT });
  });

  it('pins another rc-pagination release and keeps the imports', () => {
    const onFive = assetOnRelease(asset, '5.1.0');
    expect(onFive.dependencies['rc-pagination']).toEqual({ type: 'NPM', value: '5.1.0' });
    expect(onFive.dependencies['index.tsx']).toEqual(asset.dependencies['index.tsx']);
  });

  it('moves the demo to @rc-component/pagination: the package, its locale and stylesheet imports', () => {
    const onOne = assetOnRelease(asset, '1.5.0');
    expect(onOne.dependencies['rc-pagination']).toBeUndefined();
    expect(onOne.dependencies['@rc-component/pagination']).toEqual({ type: 'NPM', value: '1.5.0' });
    const code = onOne.dependencies['index.tsx']!.value;
    expect(code).toContain("import Pagination from '@rc-component/pagination';");
    expect(code).toContain('import enUS from "@rc-component/pagination/lib/locale/en_US";');
    expect(code).toContain("import '@rc-component/pagination/assets/index.css';");
    expect(code).toContain("import Other from 'rc-pagination-extra';");
  });

  it('gives CodePen the release on esm.sh', () => {
    const pen = JSON.stringify(buildCodePenData({ asset: assetOnRelease(asset, '1.5.0') }));
    expect(pen).toContain('https://esm.sh/@rc-component/pagination@1.5.0');
    expect(pen).not.toContain('https://esm.sh/rc-pagination@');
    expect(pen).toContain('@rc-component/util@1.14.1');
  });
});
