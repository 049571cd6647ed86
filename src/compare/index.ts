/*
 * The core of "Compare releases": what changes for an app's users between two releases of
 * rc-pagination (markup and ARIA, keyboard, axe, cost, property notes). Re-exports only; the
 * Versions page imports its modules directly, and axe-core loads only when auditPagination runs.
 */
export { auditPagination, loadAxe, summariseViolations, type ViolationSummary } from './axe';
export type { DependencyCost, ReleaseCost } from './cost';
export { loadReleaseCosts } from './loadCosts';
export { loadReleaseFacts, type ReleaseFacts } from './facts';
export { languageOf, measuresOf, movingEntries, type MovingEntry, type MovingExample } from './movingEntries';
export { loadMovingEntries } from './loadMoving';
export { DEFAULT_PAIR, isDefaultPair, pairOf, parsePair, readPairValues, withPair, type ReadPair, type ReleasePair } from './pair';
export { currentPage, probeItemKeys, tabStops, type KeyProbe, type KeyResult, type ProbeKey, type TabStop } from './keyboard';
export { describeMarkup, diffMarkup, normaliseClass, type ElementKind, type KindDiff, type MarkupChange, type MarkupDescription } from './markup';
export { formatMoving, formatView, KIND_NAMES, movingMessages, viewMessages, type Language, type MovingKey, type ViewKey } from './messages';
export { movingItems, type MovingCategory, type MovingItem, type ReleaseMeasures } from './moving';
