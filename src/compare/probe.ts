/*
 * What a comparison's runner frame measures of the pagination its run rendered: markup, Tab stops,
 * which keys act, and axe's violations. The entry of the runner part `runner.probe.<hash>.js`
 * (plugins/sandbox/runnerPage.ts), with axe-core bundled in: it loads only into a comparison's frames.
 */
import axe from 'axe-core';
import { auditPagination } from './axe';
import { probeItemKeys, tabStops } from './keyboard';
import { describeMarkup } from './markup';

/** The pagination in `container`: `ul.rc-pagination`, or a list whose first class prefixes its items'. */
export function findPagination(container: ParentNode): Element | null {
  const lists = Array.from(container.querySelectorAll('ul'));
  return (
    lists.find((list) => list.classList.contains('rc-pagination')) ??
    lists.find((list) => {
      const prefix = list.classList[0];
      return !!prefix && Array.from(list.children).some((child) => child.classList.contains(`${prefix}-item`));
    }) ??
    null
  );
}

/** The measures of the first pagination in `container`, axe's before the key probe turns pages; null without one. */
export async function measure(container: ParentNode) {
  const root = findPagination(container);
  if (!root) return null;
  const markup = describeMarkup(root);
  const stops = tabStops(root);
  const violations = await auditPagination(root, async () => axe);
  const keys = await probeItemKeys(root);
  return { markup, tabStops: stops, keys, violations };
}
