import React from 'react';
import { ChunkErrorBoundary } from '.';

/**
 * umi's `innerProvider` runtime hook (exported from .dumi/app.ts): a boundary around the whole
 * router, inside the interface-language provider. It catches what GlobalLayout cannot: a failed
 * download of a layout chunk, GlobalLayout's own included.
 */
export function innerProvider(container: React.ReactNode): React.ReactElement {
  return React.createElement(ChunkErrorBoundary, null, container);
}
