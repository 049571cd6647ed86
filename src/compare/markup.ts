/*
 * The pagination's markup as a list of facts per kind of element (page item, prev/next, …), and
 * the difference between two such lists: what a visitor moving between releases sees change in
 * roles, aria attributes, tab stops and classes. Pure: reads a DOM subtree, never changes it.
 */

import { ELEMENT_KINDS, type ElementKind } from './elementKinds';

export { ELEMENT_KINDS, type ElementKind };

/** One element of the pagination, as markup: what assistive technology and CSS read. */
export interface ElementDescription {
  kind: ElementKind;
  /** the element's name, lower case: `li`, `a`, `button` */
  element: string;
  role: string | null;
  /** every `aria-*` attribute, as written */
  aria: Readonly<Record<string, string>>;
  /** the `tabindex` attribute as written, or null */
  tabIndex: string | null;
  /** normalised classes (normaliseClass), sorted */
  classes: readonly string[];
}

export interface MarkupDescription {
  /** the root's prefix class, `rc-pagination` unless the demo sets `prefixCls` */
  prefix: string;
  elements: readonly ElementDescription[];
}

/** The class suffix (after `<prefix>-`) that marks each kind's outermost element. */
const KIND_CLASSES: readonly (readonly [string, ElementKind])[] = [
  ['item', 'item'],
  ['prev', 'prevNext'],
  ['next', 'prevNext'],
  ['jump-prev', 'jump'],
  ['jump-next', 'jump'],
  ['options-size-changer', 'sizeChanger'],
  ['options-quick-jumper', 'jumper'],
  ['simple-pager', 'simple'],
  ['total-text', 'total'],
];

/**
 * A class as it compares across releases: the root prefix becomes `~` (`rc-pagination-item-active`
 * is `~item-active`), and a page number in a class becomes `#` (`~item-5` is `~item-#`).
 */
export function normaliseClass(name: string, prefix: string): string {
  const own = name === prefix ? '~' : name.startsWith(`${prefix}-`) ? `~${name.slice(prefix.length + 1)}` : name;
  return own.replace(/\d+/g, '#');
}

/** The kind of `element`: that of its nearest ancestor (itself included) within `root` with a kind class. */
export function kindOf(element: Element, root: Element, prefix: string): ElementKind {
  if (element === root) return 'list';
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    for (const [suffix, kind] of KIND_CLASSES) {
      if (node.classList.contains(`${prefix}-${suffix}`)) return kind;
    }
  }
  return 'other';
}

/** The prefix class of a pagination's root: its first class (`rc-pagination`). */
export function prefixOf(root: Element): string {
  return root.classList[0] ?? 'rc-pagination';
}

/** One element's description. */
export function describeElement(element: Element, root: Element, prefix = prefixOf(root)): ElementDescription {
  const aria: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('aria-')) aria[name] = value;
  }
  return {
    kind: kindOf(element, root, prefix),
    element: element.localName,
    role: element.getAttribute('role'),
    aria,
    tabIndex: element.getAttribute('tabindex'),
    classes: Array.from(element.classList, (name) => normaliseClass(name, prefix)).sort(),
  };
}

/** The pagination under `root` (`ul.rc-pagination`), element by element in document order. */
export function describeMarkup(root: Element): MarkupDescription {
  const prefix = prefixOf(root);
  const elements = [root, ...Array.from(root.querySelectorAll('*'))].map((element) => describeElement(element, root, prefix));
  return { prefix, elements };
}

/** What a change is about. */
export type MarkupFacet = 'element' | 'role' | 'aria' | 'tabindex' | 'class';

export interface MarkupChange {
  facet: MarkupFacet;
  /** the element name the fact is on (`li`, `a`) */
  element: string;
  /** the attribute or class; '' for `element` and `role` */
  name: string;
  /** the values before and after, sorted; empty where the fact is absent */
  before: readonly string[];
  after: readonly string[];
  change: 'added' | 'removed' | 'changed';
}

export interface KindDiff {
  kind: ElementKind;
  /** the kind is only in `after`, only in `before`, or in both with `changes` */
  status: 'added' | 'removed' | 'changed';
  /** for a kind in both; empty otherwise */
  changes: readonly MarkupChange[];
}

/** Attributes whose value is an element id, which a library generates per instance. */
const ID_REFERENCES = new Set(['aria-controls', 'aria-owns', 'aria-labelledby', 'aria-describedby', 'aria-activedescendant']);

/** An aria value as it compares: an id reference is `(id)`, page numbers in labels become `#`. */
const normaliseValue = (name: string, value: string) => (ID_REFERENCES.has(name) ? '(id)' : value.replace(/\d+/g, '#'));

/** The facts of one kind's elements: a key per facet, element and name, with every value seen. */
function factsOf(elements: readonly ElementDescription[]): Map<string, Set<string>> {
  const facts = new Map<string, Set<string>>();
  const add = (facet: MarkupFacet, element: string, name: string, value: string) => {
    const key = `${facet}\u0000${element}\u0000${name}`;
    const values = facts.get(key) ?? new Set<string>();
    values.add(value);
    facts.set(key, values);
  };
  for (const description of elements) {
    const { element } = description;
    add('element', element, '', 'present');
    add('role', element, '', description.role ?? '(none)');
    add('tabindex', element, '', description.tabIndex ?? '(none)');
    for (const [name, value] of Object.entries(description.aria)) add('aria', element, name, normaliseValue(name, value));
    for (const name of description.classes) add('class', element, name, 'present');
  }
  return facts;
}

function compareFacts(before: Map<string, Set<string>>, after: Map<string, Set<string>>): MarkupChange[] {
  const keys = Array.from(new Set([...before.keys(), ...after.keys()])).sort();
  const changes: MarkupChange[] = [];
  for (const key of keys) {
    const [facet, element, name] = key.split('\u0000') as [MarkupFacet, string, string];
    const was = Array.from(before.get(key) ?? []).sort();
    const is = Array.from(after.get(key) ?? []).sort();
    if (was.join('\u0000') === is.join('\u0000')) continue;
    const change = was.length === 0 ? 'added' : is.length === 0 ? 'removed' : 'changed';
    changes.push({ facet, element, name, before: was, after: is, change });
  }
  return changes;
}

/** Per kind, what `after` adds, removes or changes against `before`; kinds without a change are left out. */
export function diffMarkup(before: MarkupDescription, after: MarkupDescription): KindDiff[] {
  const diffs: KindDiff[] = [];
  for (const kind of ELEMENT_KINDS) {
    const was = before.elements.filter((element) => element.kind === kind);
    const is = after.elements.filter((element) => element.kind === kind);
    if (was.length === 0 && is.length === 0) continue;
    if (was.length === 0 || is.length === 0) {
      diffs.push({ kind, status: was.length === 0 ? 'added' : 'removed', changes: [] });
      continue;
    }
    const changes = compareFacts(factsOf(was), factsOf(is));
    if (changes.length) diffs.push({ kind, status: 'changed', changes });
  }
  return diffs;
}
