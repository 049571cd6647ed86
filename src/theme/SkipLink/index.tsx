import { useIntl } from 'dumi';
import React, { type MouseEvent } from 'react';
import './index.css';

/** The id of the element the skip link leads to: each layout puts it on its main content. */
export const SKIP_TARGET_ID = 'site-content';

/** Attributes for the skip link's target: focusable by script only, out of the Tab order. */
export const skipTargetProps = { id: SKIP_TARGET_ID, tabIndex: -1 } as const;

/**
 * Focuses the target itself instead of following the link: the address keeps its hash (a
 * demo's or a heading's), and the next Tab goes on from the target. Without script (before
 * hydration) the browser follows `#site-content`, which focuses the same element.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(SKIP_TARGET_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * "Skip to content": the first thing Tab reaches on every page, drawn only while it has focus,
 * so a keyboard user passes the header (navigation, search, language and colour) in one step.
 */
export default function SkipLink() {
  const intl = useIntl();
  return (
    <a className="site-visually-hidden site-skip-link" href={`#${SKIP_TARGET_ID}`} onClick={focusTarget}>
      {intl.formatMessage({ id: 'layout.skipLink' })}
    </a>
  );
}
