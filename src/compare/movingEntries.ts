/*
 * "Moving from X to Y" as the Versions page lists it: movingItems over the committed facts
 * (./facts.json) and the build's costs, each item with its text in the page's language and an
 * example: the Versions section for a property, the markup before and after, or axe's rule page.
 */
import { SECTIONS, type SectionId } from '../versions/properties';
import type { ReleaseId } from '../versions/releases';
import type { ReleaseCost } from './cost';
import type { ReleaseFacts } from './facts';
import type { ElementDescription } from './markup';
import { formatMoving, type Language } from './messages';
import { movingItems, type MovingItem, type ReleaseMeasures } from './moving';
import type { ReleasePair } from './pair';

export type MovingExample =
  | { type: 'section'; section: SectionId; href: string }
  | { type: 'rule'; rule: string; href: string }
  | { type: 'snippet'; before: string; after: string };

export interface MovingEntry {
  id: string;
  text: string;
  example: MovingExample;
}

/** What movingItems reads of a release: its facts and its cost, where the build measured it. */
export function measuresOf(release: ReleaseId, facts: readonly ReleaseFacts[], costs: readonly ReleaseCost[]): ReleaseMeasures {
  const fact = facts.find((entry) => entry.release === release);
  const cost = costs.find((entry) => entry.release === release);
  return { release, markup: fact?.markup, tabStops: fact?.tabStops, keys: fact?.keys, violations: fact?.violations, cost };
}

/** An opening tag with the given attributes, `(none)` values left out. */
const tag = (element: string, attributes: readonly (readonly [string, string | null | undefined])[] = []) =>
  `<${[element, ...attributes.filter(([, value]) => value && value !== '(none)').map(([name, value]) => `${name}="${value}"`)].join(' ')}>`;

/** A page item's outer element as assistive technology reads it: role, tabindex and aria. */
const itemTag = (element: ElementDescription | undefined) =>
  element ? tag(element.element, [['role', element.role], ['tabindex', element.tabIndex], ...Object.entries(element.aria)]) : '—';

/** The markup an item's change is about, before and after. */
function markupSnippet(item: MovingItem, from?: ReleaseFacts, to?: ReleaseFacts): { before: string; after: string } {
  const { kind, facet, element, name, before, after } = item.values as Record<string, string>;
  if (!facet) {
    const first = (facts?: ReleaseFacts) => facts?.markup.elements.find((entry) => entry.kind === kind);
    const outer = (entry?: ElementDescription, prefix = 'rc-pagination') =>
      entry ? tag(entry.element, [['class', entry.classes.map((name) => name.replace(/^~/, `${prefix}-`)).join(' ')]]) : '—';
    return { before: outer(first(from), from?.markup.prefix), after: outer(first(to), to?.markup.prefix) };
  }
  const side = (value: string, prefix = 'rc-pagination') => {
    if (!value) return facet === 'element' ? '—' : tag(element);
    if (facet === 'element') return tag(element);
    if (facet === 'role') return tag(element, [['role', value]]);
    if (facet === 'tabindex') return tag(element, [['tabindex', value]]);
    if (facet === 'class') return tag(element, [['class', name.replace(/^~-?/, `${prefix}-`).replace(/-$/, '')]]);
    return tag(element, [[name, value]]);
  };
  return { before: side(before, from?.markup.prefix), after: side(after, to?.markup.prefix) };
}

/** The first Tab stops, as a keyboard user meets them. */
const stopsSnippet = (facts?: ReleaseFacts) =>
  (facts?.tabStops ?? [])
    .slice(0, 3)
    .map((stop) => `${tag(stop.element, [['role', stop.role]])} ${stop.name}`)
    .join(', ') || '—';

/** A release's dependencies as the costs table names them. */
const dependenciesSnippet = (cost?: ReleaseCost) => cost?.dependencies.map((dependency) => `${dependency.name} ${dependency.version}`).join(', ') || '—';

/** A cost item's example: the dependencies, the one that comes or goes, or the React peer range. */
function costSnippet(item: MovingItem, from?: ReleaseCost, to?: ReleaseCost): { before: string; after: string } {
  if (item.id === 'cost:react') return { before: `"react": "${item.values.before}"`, after: `"react": "${item.values.after}"` };
  const name = item.values.name;
  if (name === undefined) return { before: dependenciesSnippet(from), after: dependenciesSnippet(to) };
  const one = (cost?: ReleaseCost) => dependenciesSnippet(cost && { ...cost, dependencies: cost.dependencies.filter((dependency) => dependency.name === name) });
  return { before: one(from), after: one(to) };
}

function exampleOf(item: MovingItem, language: Language, from: ReleaseMeasures & { facts?: ReleaseFacts }, to: ReleaseMeasures & { facts?: ReleaseFacts }): MovingExample {
  switch (item.category) {
    case 'property': {
      const section = item.section ?? 'v410';
      return { type: 'section', section, href: `#${SECTIONS[section][language]}` };
    }
    case 'markup':
      return { type: 'snippet', ...markupSnippet(item, from.facts, to.facts) };
    case 'keyboard': {
      if (item.id === 'keyboard:tabStops') return { type: 'snippet', before: stopsSnippet(from.facts), after: stopsSnippet(to.facts) };
      const firstItem = (facts?: ReleaseFacts) => facts?.markup.elements.find((entry) => entry.kind === 'item');
      return { type: 'snippet', before: itemTag(firstItem(from.facts)), after: itemTag(firstItem(to.facts)) };
    }
    case 'accessibility':
      return { type: 'rule', rule: String(item.values.rule), href: String(item.values.helpUrl) };
    case 'cost':
      return { type: 'snippet', ...costSnippet(item, from.cost, to.cost) };
  }
}

/** The list for a pair, in the page's language: what changes, each with its example. */
export function movingEntries(pair: ReleasePair, facts: readonly ReleaseFacts[], costs: readonly ReleaseCost[], language: Language): MovingEntry[] {
  const side = (release: ReleaseId) => ({ ...measuresOf(release, facts, costs), facts: facts.find((entry) => entry.release === release) });
  const from = side(pair.from);
  const to = side(pair.to);
  return movingItems(from, to).map((item) => ({ id: item.id, text: formatMoving(item, language), example: exampleOf(item, language, from, to) }));
}


/** The moving texts' language for an interface language: Chinese, else English. */
export const languageOf = (locale: string): Language => (locale === 'zh-CN' ? 'zh-CN' : 'en-US');
