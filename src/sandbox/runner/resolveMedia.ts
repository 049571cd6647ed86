/**
 * Rewrites a stylesheet so that its @media rules no longer ask the frame's own window: a rule
 * whose query matches (as `matches` answers it, for the page's viewport) is replaced by the
 * rules inside it, the others are removed. Other grouping rules (@supports, @layer, @container)
 * are rewritten inside; media queries nested in a style rule (CSS nesting) are left to the
 * frame, as the site's compiled sheets have none. Works on any CSSOM: the frame's constructed
 * sheets, jsdom's in the unit tests.
 */

/** What this needs of a stylesheet or a grouping rule. */
export interface RuleContainer {
  readonly cssRules: CSSRuleList;
  insertRule(rule: string, index?: number): number;
  deleteRule(index: number): void;
}

type MediaRule = CSSRule & RuleContainer & { media: MediaList };

const isMediaRule = (rule: CSSRule): rule is MediaRule => 'media' in rule && 'cssRules' in rule && 'insertRule' in rule;

const isGroupingRule = (rule: CSSRule): rule is CSSRule & RuleContainer =>
  'cssRules' in rule && 'insertRule' in rule && !('selectorText' in rule);

/** Resolves every @media rule in `container` (in place) with `matches`. */
export function resolveMediaRules(container: RuleContainer, matches: (media: string) => boolean): void {
  for (let index = container.cssRules.length - 1; index >= 0; index -= 1) {
    const rule = container.cssRules[index];
    if (!isGroupingRule(rule)) continue;
    if (!isMediaRule(rule)) {
      resolveMediaRules(rule, matches);
      continue;
    }
    const keep = matches(rule.media.mediaText);
    if (keep) resolveMediaRules(rule, matches);
    const inner = keep ? [...rule.cssRules].map((child) => child.cssText) : [];
    container.deleteRule(index);
    // inserted last to first at the same place, so they keep their order
    for (const text of inner.reverse()) {
      try {
        container.insertRule(text, index);
      } catch {
        // a rule the container does not take where it stood (none in the site's sheets)
      }
    }
  }
}
