import { useIntl, useRouteMeta, useTabMeta } from 'dumi';
import Toc from 'dumi/theme/slots/Toc';
import React, { useId } from 'react';

/** A page with at least this many second- and third-level headings gets a table of contents. */
export const TOC_MIN_HEADINGS = 3;

/**
 * Whether the table of contents goes beside the content: asked for with `toc: content`, or a
 * long page without a sidebar (with a sidebar, dumi lists the headings under the page's entry).
 */
export function useShowsTocAside(hasSidebar: boolean): boolean {
  const { frontmatter, toc } = useRouteMeta();
  const tab = useTabMeta();
  if (frontmatter.toc === false) return false;
  if (frontmatter.toc === 'content') return true;
  const headings = (tab?.toc ?? toc).filter(({ depth }) => depth > 1 && depth < 4);
  return !hasSidebar && headings.length >= TOC_MIN_HEADINGS;
}

export function TocAside() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <nav className="dumi-default-doc-layout-toc-wrapper" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-toc-title">
        {intl.formatMessage({ id: 'layout.toc' })}
      </h2>
      <Toc />
    </nav>
  );
}
