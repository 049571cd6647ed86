// @vitest-environment node
import { createRequire } from 'module';
import type { ComponentType } from 'react';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codeOnRelease } from '@site/export';
import { releaseOf, type ReleaseId } from '@site/versions';
import { livePaginationProps } from '../../../src/playground/paginationProps';
import { parseQuery } from '../../../src/playground/state';
import { compileApp } from './compileApp';
import { ENGLISH_WORDS, generateCode } from './samples';

const requireFromSite = createRequire(__filename);

/** The release's own Pagination, as the site installs it (its npm alias). */
function paginationOf(release: ReleaseId): ComponentType<Record<string, unknown>> {
  return requireFromSite(releaseOf(release).alias).default;
}

/** The generated code for `query`, as it reads on its release, run against that release. */
async function renderOnRelease(query: string) {
  const state = parseQuery(query);
  const { pkg, alias } = releaseOf(state.release);
  const App = await compileApp(codeOnRelease(generateCode(state, ENGLISH_WORDS), state.release), { [pkg]: alias });
  const Pagination = paginationOf(state.release);
  return {
    generated: renderToStaticMarkup(<App />),
    live: renderToStaticMarkup(<Pagination {...livePaginationProps(state, ENGLISH_WORDS)} />),
  };
}

describe('on each release, the generated code renders what its props describe', () => {
  it.each([
    // align from 4.1: its class is `<prefix>-end` (rc-pagination 4.3.0 src/Pagination.tsx)
    ['release=4.3.0&align=end', 'class="rc-pagination rc-pagination-end"'],
    ['release=4.3.0&simple=readOnly', 'rc-pagination-simple-pager'],
    // 4.x draws the size changer with the select it is given
    ['release=4.3.0', 'rc-select'],
    // 5.x draws what sizeChangerRender returns: the native select preset, named by the locale
    ['release=5.1.0', '<select class="rc-pagination-options-size-changer" style="height:28px" aria-label="Page Size">'],
    ['release=1.5.0&classNames=roundItems&styles=boldItems', 'class="rc-pagination-item rc-pagination-item-1 rc-pagination-item-active round-item" style="font-weight:700"'],
  ])('?%s', async (query, shows) => {
    const { generated, live } = await renderOnRelease(query);
    expect(generated).toBe(live);
    expect(generated).toContain(shows);
  });

  it('leaves out what a release lacks, whatever the state holds', async () => {
    const { generated } = await renderOnRelease('release=4.0.4&align=end&classNames=roundItems&sizeChangerRender=nativeSelect');
    expect(generated).not.toContain('rc-pagination-end');
    expect(generated).not.toContain('round-item');
    expect(generated).not.toContain('<select');
    // 5.1.0 without a size changer render draws none
    expect((await renderOnRelease('release=5.1.0&sizeChangerRender=none')).generated).not.toContain('size-changer');
  });
});
