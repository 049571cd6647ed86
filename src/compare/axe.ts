/*
 * axe-core's violations in a pagination's subtree, summarised by rule. axe-core (about 150 KB
 * gzipped) loads only when a comparison asks for it: the loader is a dynamic import, or in the
 * runner frame a part of its own, passed in as `load`.
 */
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';

export interface ViolationSummary {
  /** axe's rule id: `nested-interactive`, `list` */
  id: string;
  impact: ImpactValue | null;
  /** how many elements break the rule */
  nodes: number;
  helpUrl: string;
}

type AxeModule = { run(context: Element, options: RunOptions): Promise<AxeResults> };

/** The import of axe-core, kept out of every bundle's first load. */
export const loadAxe = async (): Promise<AxeModule> => {
  const module = await import('axe-core');
  return (module as { default?: AxeModule }).default ?? (module as unknown as AxeModule);
};

/**
 * Rules left out of the comparison: colour contrast depends on the page's look (and jsdom has no
 * layout to measure it), not on the release's markup.
 */
const LOOK_RULES = { 'color-contrast': { enabled: false } };

/** The violations by rule, sorted by id; rules without a violating element are left out. */
export function summariseViolations(violations: readonly Pick<Result, 'id' | 'impact' | 'nodes' | 'helpUrl'>[]): ViolationSummary[] {
  return violations
    .filter((violation) => violation.nodes.length > 0)
    .map(({ id, impact, nodes, helpUrl }) => ({ id, impact: impact ?? null, nodes: nodes.length, helpUrl }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Runs axe on the pagination `root` and its subtree, and summarises the violations. */
export async function auditPagination(root: Element, load: () => Promise<AxeModule> = loadAxe): Promise<ViolationSummary[]> {
  const axe = await load();
  const results = await axe.run(root, { resultTypes: ['violations'], rules: LOOK_RULES });
  return summariseViolations(results.violations);
}
