/*
 * The properties of PaginationProps that changed after 4.0.4, release by release: the one source
 * for the Versions page's table, the notes a live demo shows, the per-release API data (maintainers/versions.md).
 */
import { orderOf, type MilestoneId } from './releases';

/** A section of the Versions page, by its heading id in each language. */
export const SECTIONS = {
  v410: { 'en-US': 'v410-align', 'zh-CN': 'v410align' },
  v420: { 'en-US': 'v420-simple-readonly', 'zh-CN': 'v420simple-readonly' },
  v430: { 'en-US': 'v430-showsizechanger-takes-the-selects-props', 'zh-CN': 'v430showsizechanger-接受下拉框的属性' },
  v500: {
    'en-US': 'v500-sizechangerrender-replaces-selectcomponentclass',
    'zh-CN': 'v500sizechangerrender-取代-selectcomponentclass',
  },
  rc1x: { 'en-US': 'rc-componentpagination-1x', 'zh-CN': 'rc-componentpagination-1x' },
} as const;
export type SectionId = keyof typeof SECTIONS;

/**
 * How code uses a property, beyond setting it: page sizes as strings, an object where a boolean
 * was, a callback that reads a third argument.
 */
export type Usage = 'set' | 'strings' | 'object' | 'thirdArgument';

export interface TypeStep {
  /** the release from which this step holds, up to the next step */
  from: MilestoneId;
  /** the type as that release's interface.d.ts declares it; null: the release lacks it */
  type: string | null;
  /** the type as the Versions table writes it, where the declared text reads badly */
  shown?: string;
  /** the usages beyond `set` that the type accepts */
  accepts?: readonly Usage[];
  /** declared but no longer read */
  unused?: boolean;
  /** the Versions section that explains the step (none for 4.0.4 itself) */
  section?: SectionId;
}

export interface PropertyHistory {
  name: string;
  /** oldest first; the first step is 4.0.4 */
  steps: readonly TypeStep[];
}

const BASE = '4.0.4';

/** Every property whose type or presence changed after 4.0.4, in the Versions table's order. */
export const PROPERTY_HISTORY: readonly PropertyHistory[] = [
  {
    name: 'align',
    steps: [
      { from: BASE, type: null },
      { from: '4.1.0', type: "'start' | 'center' | 'end'", section: 'v410' },
    ],
  },
  {
    name: 'simple',
    steps: [
      { from: BASE, type: 'boolean' },
      { from: '4.2.0', type: 'boolean | { readOnly?: boolean }', accepts: ['object'], section: 'v420' },
    ],
  },
  {
    name: 'showSizeChanger',
    steps: [
      { from: BASE, type: 'boolean' },
      { from: '4.3.0', type: 'boolean | SelectProps', accepts: ['object'], section: 'v430' },
      { from: '5.0.0', type: 'boolean', section: 'v500' },
    ],
  },
  {
    name: 'selectComponentClass',
    steps: [
      { from: BASE, type: 'React.ComponentType' },
      { from: '5.0.0', type: null, section: 'v500' },
    ],
  },
  {
    name: 'sizeChangerRender',
    steps: [
      { from: BASE, type: null },
      { from: '5.0.0', type: 'SizeChangerRender', shown: '(info) => React.ReactNode', section: 'v500' },
    ],
  },
  {
    name: 'pageSizeOptions',
    steps: [
      { from: BASE, type: 'string[] | number[]', accepts: ['strings'] },
      { from: '5.0.0', type: 'number[]', section: 'v500' },
    ],
  },
  {
    name: 'selectPrefixCls',
    steps: [
      { from: BASE, type: 'string' },
      { from: '5.0.0', type: 'string', unused: true, section: 'v500' },
    ],
  },
  {
    name: 'classNames',
    steps: [
      { from: BASE, type: null },
      {
        from: '1.1.0',
        type: 'Partial<Record<SemanticName, string>>',
        shown: '{ item?: string }',
        accepts: ['object'],
        section: 'rc1x',
      },
    ],
  },
  {
    name: 'styles',
    steps: [
      { from: BASE, type: null },
      {
        from: '1.1.0',
        type: 'Partial<Record<SemanticName, React.CSSProperties>>',
        shown: '{ item?: React.CSSProperties }',
        accepts: ['object'],
        section: 'rc1x',
      },
    ],
  },
  {
    name: 'onChange',
    steps: [
      { from: BASE, type: '(page: number, pageSize: number) => void' },
      {
        from: '1.5.0',
        type: '(page: number, pageSize: number, info?: PaginationOnChangeInfo) => void',
        accepts: ['thirdArgument'],
        section: 'rc1x',
      },
    ],
  },
];

/** The step of `history` in force at `release`. */
export function stepAt(history: PropertyHistory, release: MilestoneId): TypeStep {
  const at = orderOf(release);
  const inForce = history.steps.filter((step) => orderOf(step.from) <= at);
  const step = inForce[inForce.length - 1];
  if (!step) throw new Error(`${history.name} has no step at ${release}`);
  return step;
}
