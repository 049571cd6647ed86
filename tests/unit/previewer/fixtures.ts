import type { IPreviewerProps } from 'dumi';
import { RC_PAGINATION } from '../../pinned';

export const ENTRY_CODE = `import React from 'react';
import Pagination from 'rc-pagination';
import { total } from './total';

interface Props {
  pageSize: number;
}

export default function Demo({ pageSize }: Props) {
  return <Pagination total={total} pageSize={pageSize} />;
}`;

export const TOTAL_CODE = 'export const total: number = 50;';

/** A demo made of two files plus an npm package, as dumi describes it. */
export const asset: IPreviewerProps['asset'] = {
  type: 'BLOCK',
  refAtomIds: [],
  id: 'docs-demo-basic-demo-basic',
  title: 'Several totals',
  dependencies: {
    'index.tsx': { type: 'FILE', value: `${ENTRY_CODE}\n` },
    './total.ts': { type: 'FILE', value: `${TOTAL_CODE}\n` },
    'rc-pagination': { type: 'NPM', value: RC_PAGINATION },
  },
  entry: 'index.tsx',
};

export const singleFileAsset: IPreviewerProps['asset'] = {
  ...asset,
  id: 'docs-demo-basic-demo-single',
  dependencies: { 'index.tsx': { type: 'FILE', value: ENTRY_CODE } },
};
