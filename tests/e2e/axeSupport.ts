import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * axe as a11y.spec.ts and the route sweep (sweep.spec.ts) run it: WCAG 2.1 A and AA, the
 * documented components' own gaps exempt rule by rule.
 */
/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Gaps in the documented components' own markup, which the site cannot change without changing
 * the components it documents. Each is exempt from one rule only, matched by the element's own
 * markup; anything else still fails.
 */
const COMPONENT_GAPS: { rule: string; html: RegExp; why: string }[] = [
  {
    rule: 'label',
    html: /^<input type="text"[^>]*size="3"/,
    why: 'rc-pagination 4.0.4 renders the page input of `simple` mode with no label and no prop to add one',
  },
  {
    rule: 'aria-allowed-attr',
    html: /^<div [^>]*class="rc-select-item rc-select-item-option\b/,
    why: "rc-select 14.11.0 draws its visible options as plain divs with aria-selected; the options screen readers use are its hidden role=option list",
  },
];

function isComponentGap(rule: string, node: Result['nodes'][number]): boolean {
  return COMPONENT_GAPS.some((gap) => gap.rule === rule && gap.html.test(node.html));
}

/**
 * axe over the whole page for WCAG 2.1 A and AA. Legacy mode runs axe inside the page in one go;
 * the default mode also opens a blank page per scan to merge frame results, which triples the
 * time of these scans, and the site has no frames.
 */
export function axe(page: Page, { contrast = true } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true);
  // the site's routes have a contrast sweep of their own (in visual.spec.ts's visits: every text, in both
  // modes, at two widths, through gradients and translucent layers), stricter than axe's rule,
  // which took most of each scan's time; pages off the navigation keep axe's rule
  return contrast ? builder : builder.disableRules(['color-contrast']);
}

/** One readable line per failing element, so a failure names the rule and the place. */
export function axeFindings(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.filter((node) => !isComponentGap(violation.id, node)).map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  );
}
