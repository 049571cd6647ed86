import type { ReleaseCost } from '../../src/compare/cost';

/** The module plugins/releases/plugin.ts writes in a build; tests/unit/compare/releaseCost.test.ts measures the costs themselves. */
const costs: readonly ReleaseCost[] = [];
export default costs;
