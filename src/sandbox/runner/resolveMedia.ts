/**
 * Replaces each @media rule by its rules when `matches` (for the page's viewport), else removes it;
 * nested media in style rules are left to the frame (the site's sheets have none).
 */

export interface RuleContainer {
  readonly cssRules: CSSRuleList;
  insertRule(rule: string, index?: number): number;
  deleteRule(index: number): void;
}

type MediaRule = CSSRule & RuleContainer & { media: MediaList };

const isMediaRule = (rule: CSSRule): rule is MediaRule => 'media' in rule && 'cssRules' in rule && 'insertRule' in rule;

const isGroupingRule = (rule: CSSRule): rule is CSSRule & RuleContainer =>
  'cssRules' in rule && 'insertRule' in rule && !('selectorText' in rule);

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
    for (const text of inner.reverse()) {
      try {
        container.insertRule(text, index);
      } catch {
      }
    }
  }
}
