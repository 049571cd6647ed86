/*
 * "Moving from X to Y": one ordered list of what changes for an app and its users between two
 * releases, from the release data (PROPERTY_HISTORY) and what was measured on each side. Pure;
 * each item names a message (./messages.ts, both languages) and the values it fills in.
 */
import { PROPERTY_HISTORY, stepAt, type PropertyHistory, type SectionId, type TypeStep } from '../versions/properties';
import type { ReleaseId } from '../versions/releases';
import type { ViolationSummary } from './axe';
import type { ReleaseCost } from './cost';
import type { KeyProbe, TabStop } from './keyboard';
import { diffMarkup, type MarkupChange, type MarkupDescription } from './markup';
import type { MovingKey } from './messages';

export type MovingCategory = 'property' | 'markup' | 'keyboard' | 'accessibility' | 'cost';

export interface MovingItem {
  /** stable within a comparison: category and what it is about */
  id: string;
  category: MovingCategory;
  /** the message, in ./messages.ts for en-US and zh-CN */
  key: MovingKey;
  values: Readonly<Record<string, string | number>>;
  /** the Versions section that explains a property's change */
  section?: SectionId;
}

/** What was measured of one release; a part not measured is left out of the list. */
export interface ReleaseMeasures {
  release: ReleaseId;
  markup?: MarkupDescription;
  tabStops?: readonly TabStop[];
  keys?: KeyProbe;
  violations?: readonly ViolationSummary[];
  cost?: ReleaseCost;
}

const CATEGORY_ORDER: readonly MovingCategory[] = ['property', 'markup', 'keyboard', 'accessibility', 'cost'];

const shownType = (step: TypeStep) => step.shown ?? step.type ?? '';

function propertyItems(from: ReleaseId, to: ReleaseId, history: readonly PropertyHistory[]): MovingItem[] {
  const items: MovingItem[] = [];
  for (const property of history) {
    const before = stepAt(property, from);
    const after = stepAt(property, to);
    if (before === after) continue;
    // the later step explains the change, whichever way the comparison goes
    const section = after.section ?? before.section;
    const base = { id: `property:${property.name}`, category: 'property' as const, section };
    const values = { property: property.name, before: shownType(before), after: shownType(after) };
    if (after.type === null) items.push({ ...base, key: 'compare.moving.property.removed', values });
    else if (before.type === null) items.push({ ...base, key: 'compare.moving.property.added', values });
    else if (after.unused && !before.unused) items.push({ ...base, key: 'compare.moving.property.unused', values });
    else if (shownType(before) !== shownType(after) || before.unused !== after.unused) {
      items.push({ ...base, key: 'compare.moving.property.changed', values });
    }
  }
  return items;
}

/** An element or a class is there or not, and says so in its own words; an attribute's value changes. */
function markupKey({ facet, change }: MarkupChange): MovingKey {
  if ((facet === 'element' || facet === 'class') && change !== 'changed') return `compare.moving.markup.${facet}.${change}`;
  return `compare.moving.markup.${change}`;
}

function markupItems(before: MarkupDescription, after: MarkupDescription): MovingItem[] {
  return diffMarkup(before, after).flatMap(({ kind, status, changes }): MovingItem[] => {
    if (status !== 'changed') {
      return [{ id: `markup:${kind}`, category: 'markup', key: `compare.moving.markup.kind.${status}`, values: { kind } }];
    }
    return changes.map((change) => ({
      id: `markup:${kind}:${change.facet}:${change.element}:${change.name}`,
      category: 'markup',
      key: markupKey(change),
      values: {
        kind,
        facet: change.facet,
        element: change.element,
        name: change.name,
        before: change.before.join(', '),
        after: change.after.join(', '),
      },
    }));
  });
}

function keyboardItems(from: ReleaseMeasures, to: ReleaseMeasures): MovingItem[] {
  const items: MovingItem[] = [];
  for (const result of to.keys?.keys ?? []) {
    const was = from.keys?.keys.find((entry) => entry.key === result.key);
    if (!was || was.acts === result.acts) continue;
    items.push({
      id: `keyboard:${result.key}`,
      category: 'keyboard',
      key: result.acts ? 'compare.moving.keyboard.keyActs' : 'compare.moving.keyboard.keyIdle',
      values: { key: result.key },
    });
  }
  if (from.tabStops && to.tabStops && from.tabStops.length !== to.tabStops.length) {
    items.push({
      id: 'keyboard:tabStops',
      category: 'keyboard',
      key: 'compare.moving.keyboard.tabStops',
      values: { before: from.tabStops.length, after: to.tabStops.length },
    });
  }
  return items;
}

function accessibilityItems(before: readonly ViolationSummary[], after: readonly ViolationSummary[]): MovingItem[] {
  const rules = Array.from(new Set([...before, ...after].map((violation) => violation.id))).sort();
  return rules.flatMap((rule): MovingItem[] => {
    const was = before.find((violation) => violation.id === rule);
    const is = after.find((violation) => violation.id === rule);
    const nodesBefore = was?.nodes ?? 0;
    const nodesAfter = is?.nodes ?? 0;
    if (nodesBefore === nodesAfter) return [];
    const key = nodesBefore === 0 ? 'added' : nodesAfter === 0 ? 'removed' : 'changed';
    const { impact, helpUrl } = (is ?? was) as ViolationSummary;
    return [
      {
        id: `accessibility:${rule}`,
        category: 'accessibility',
        key: `compare.moving.accessibility.${key}`,
        values: { rule, before: nodesBefore, after: nodesAfter, impact: impact ?? '', helpUrl },
      },
    ];
  });
}

/** The highest React range among a release's own peer range and its dependencies', by its first version. */
function reactFloor(cost: ReleaseCost): { range: string; from: string } | null {
  const ranges = [
    ...(cost.peerReact ? [{ range: cost.peerReact, from: '' }] : []),
    ...cost.dependencies.flatMap((dependency) => (dependency.peerReact ? [{ range: dependency.peerReact, from: dependency.name }] : [])),
  ];
  const major = (range: string) => Number(range.match(/\d+(\.\d+)?/)?.[0] ?? 0);
  return ranges.reduce<{ range: string; from: string } | null>((high, next) => (!high || major(next.range) > major(high.range) ? next : high), null);
}

function costItems(before: ReleaseCost, after: ReleaseCost): MovingItem[] {
  const items: MovingItem[] = [];
  if (before.gzip !== after.gzip) {
    items.push({
      id: 'cost:gzip',
      category: 'cost',
      key: after.gzip > before.gzip ? 'compare.moving.cost.larger' : 'compare.moving.cost.smaller',
      values: {
        before: before.gzip,
        after: after.gzip,
        difference: Math.abs(after.gzip - before.gzip),
        percent: Math.round((Math.abs(after.gzip - before.gzip) / before.gzip) * 1000) / 10,
      },
    });
  }
  const names = (cost: ReleaseCost) => cost.dependencies.map((dependency) => dependency.name);
  for (const dependency of after.dependencies) {
    if (names(before).includes(dependency.name)) continue;
    items.push({ id: `cost:dependency:${dependency.name}`, category: 'cost', key: 'compare.moving.cost.dependencyAdded', values: { name: dependency.name, version: dependency.version } });
  }
  for (const dependency of before.dependencies) {
    if (names(after).includes(dependency.name)) continue;
    items.push({ id: `cost:dependency:${dependency.name}`, category: 'cost', key: 'compare.moving.cost.dependencyRemoved', values: { name: dependency.name, version: dependency.version } });
  }
  const floorBefore = reactFloor(before);
  const floorAfter = reactFloor(after);
  if (floorAfter && floorAfter.range !== floorBefore?.range) {
    items.push({
      id: 'cost:react',
      category: 'cost',
      key: 'compare.moving.cost.react',
      values: { before: floorBefore?.range ?? '', after: floorAfter.range, from: floorAfter.from || after.release },
    });
  }
  return items;
}

/**
 * What changes when an app moves from `from` to `to`, in the order the view lists it: properties,
 * markup and ARIA, keyboard, accessibility, cost. A part measured on one side only is left out.
 */
export function movingItems(from: ReleaseMeasures, to: ReleaseMeasures, history: readonly PropertyHistory[] = PROPERTY_HISTORY): MovingItem[] {
  const items = [
    ...propertyItems(from.release, to.release, history),
    ...(from.markup && to.markup ? markupItems(from.markup, to.markup) : []),
    ...keyboardItems(from, to),
    ...(from.violations && to.violations ? accessibilityItems(from.violations, to.violations) : []),
    ...(from.cost && to.cost ? costItems(from.cost, to.cost) : []),
  ];
  return items.sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
}
