import { auditPagination } from '@site/compare/axe';
import type { ReleaseFacts } from '@site/compare/facts';
import { probeItemKeys, tabStops } from '@site/compare/keyboard';
import { describeMarkup } from '@site/compare/markup';
import { RELEASE_IDS } from '@site/versions';
import { renderDemo } from './demoOnRelease';

/** The demo the committed facts are measured on (src/compare/facts.ts). */
export const FACTS_DEMO = 'jumper.tsx';

/**
 * What the Versions page's "Moving from X to Y" reads of each installed release, measured afresh
 * in jsdom: the Jumper demo's markup, Tab stops, Enter and Space on a page item, axe's violations.
 */
export async function measureFacts(): Promise<ReleaseFacts[]> {
  const facts: ReleaseFacts[] = [];
  for (const release of RELEASE_IDS) {
    const { root, unmount } = renderDemo(FACTS_DEMO, release);
    // the markup and the Tab stops before the key probe, which turns the page and back
    const markup = describeMarkup(root);
    const stops = tabStops(root);
    const keys = await probeItemKeys(root);
    const violations = await auditPagination(root);
    unmount();
    facts.push({ release, markup, tabStops: stops, keys, violations });
  }
  return facts;
}
