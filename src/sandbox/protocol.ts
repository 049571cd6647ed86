import type { KeyProbe, MarkupDescription, TabStop, ViolationSummary } from '../compare';
import { ELEMENT_KINDS } from '../compare/elementKinds';
import type { LiveError, LiveFile } from '../liveDemo';
import type { ReleaseId } from '../versions';
import type { Look } from './look';

/** Messages between a page and its runner frame, through a MessagePort (maintainers/live-demo-sandbox.md). */

export const CHANNEL = 'rcp-sandbox';

export type ColourMode = 'light' | 'dark';

/** run.ts's errors, a thrown value reduced to text. */
export type SandboxError =
  | Exclude<LiveError, { kind: 'runtime' }>
  | { kind: 'runtime'; message: string; stack: string }
  | { kind: 'stopped' };

export type CallName = 'onChange' | 'onShowSizeChange';
export const CALL_NAMES: readonly CallName[] = ['onChange', 'onShowSizeChange'];

export type StopReason = 'loop' | 'moved' | 'messages';

/** What a comparison's frame measured of the pagination its run rendered (src/compare). */
export interface Measures {
  markup: MarkupDescription;
  tabStops: TabStop[];
  keys: KeyProbe;
  violations: ViolationSummary[];
}

/** The measuring part a comparison's runner page runs before the runner (src/compare/probe.ts). */
export interface ProbePart {
  measure(container: ParentNode): Promise<Measures | null>;
}

/** No pagination to measure, or the measuring threw. */
export type ProbeFailure = 'noPagination' | 'error';

export type PageMessage =
  /** the one post to the frame's window, with the port all else goes through */
  | { type: 'connect' }
  /** `calls`: report the pagination's onChange and onShowSizeChange (the playground's event log) */
  | { type: 'run'; run: number; files: LiveFile[]; entry: string; release?: ReleaseId; calls?: true }
  /** measure the pagination the run rendered (a comparison's frame only) */
  | { type: 'probe'; run: number }
  | { type: 'styles'; sheets: string[] }
  | { type: 'colour'; mode: ColourMode }
  /** window size, text properties and language (./look.ts) */
  | { type: 'look'; look: Look }
  | { type: 'locale'; id: string; messages: Record<string, string> }
  | { type: 'ping'; beat: number }
  /** the visitor pressed Tab: focus arriving now was given */
  | { type: 'focus' };

export type FrameMessage =
  | { type: 'ready' }
  /** flow height; how far a popup reaches below it (0: none), and its edges */
  | { type: 'height'; height: number; overlay: number; left: number; right: number }
  /** `error` null: rendered; a later crash comes as another result */
  | { type: 'result'; run: number; error: SandboxError | null }
  | { type: 'needLocale'; id: string }
  /** the pagination called one of its listeners (a run asked with `calls`) */
  | { type: 'call'; run: number; name: CallName; args: [number, number] }
  | { type: 'pong'; beat: number }
  /** the address changed, not by the visitor (runner/keepAddress.ts) */
  | { type: 'moved' }
  /** the visitor pressed Tab in the frame: the focus may go on into a frame beside it */
  | { type: 'tab' }
  | ({ type: 'measures'; run: number } & Measures)
  | { type: 'probeFailed'; run: number; reason: ProbeFailure };

const MAX_TEXT = 1_000_000;
/** Taller than any demo. */
export const MAX_HEIGHT = 20_000;
const LOCALE_ID = /^[a-z]{2,3}(_[A-Z]{2})?$/;

type Fields = Record<string, unknown>;

const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;
const isRun = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isPosition = (value: unknown): value is number | null =>
  value === null || (Number.isSafeInteger(value) && (value as number) >= 0);

const isLength = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/** to the layout's 1/64 px (whole pixels made a demo box 1 px taller), capped */
const toLength = (value: number) => Math.min(Math.ceil(value * 64) / 64, MAX_HEIGHT);

/**
 * Text a frame reports is shown inside the page's own sentences: its control and format characters
 * (bidi overrides among them) are shown as U+FFFD, so they cannot reorder the words around them.
 * Line breaks and tabs stay (an error's stack).
 */
const INVISIBLE = /(?![\n\t])[\p{Cc}\p{Cf}]/gu;
export const shownText = (text: string) => text.replace(INVISIBLE, '\uFFFD');
const shownOrNull = (text: string | null) => (text === null ? null : shownText(text));

const isRecord = (value: unknown): value is Fields => !!value && typeof value === 'object' && !Array.isArray(value);

function fieldsOf(data: unknown): Fields | null {
  if (!isRecord(data)) return null;
  const fields = data;
  return fields.channel === CHANNEL && typeof fields.type === 'string' ? fields : null;
}

export function envelope<Message extends PageMessage | FrameMessage>(message: Message): Message & { channel: string } {
  return { channel: CHANNEL, ...message };
}

/** A message through the port, as the runner reads it: only the page holds the port's other end. */
export function pageMessageOf(data: unknown): PageMessage | null {
  return fieldsOf(data) as PageMessage | null;
}

function readError(value: unknown): SandboxError | null {
  const fields = isRecord(value) ? value : null;
  switch (fields?.kind) {
    case 'syntax': {
      const { file, reason, line, column } = fields;
      if (!isText(file, 200) || !isText(reason, 2000) || !isPosition(line) || !isPosition(column)) return null;
      return { kind: 'syntax', file, reason, line, column };
    }
    case 'import': {
      const { file, specifier, allowed } = fields;
      if (!isText(file, 200) || !isText(specifier, 200)) return null;
      if (!Array.isArray(allowed) || allowed.length > 100 || !allowed.every((name) => isText(name, 200))) return null;
      return { kind: 'import', file, specifier, allowed: [...allowed] };
    }
    case 'export':
      return isText(fields.file, 200) ? { kind: 'export', file: fields.file } : null;
    case 'runtime': {
      const { message, stack } = fields;
      return isText(message, 2000) && isText(stack, 10_000) ? { kind: 'runtime', message: shownText(message), stack: shownText(stack) } : null;
    }
    case 'stopped':
      return { kind: 'stopped' };
    default:
      return null;
  }
}

/** `value` has no field but `names`: an unknown field rejects what holds it. */
const hasOnly = (value: Fields, names: readonly string[]) => Object.keys(value).every((name) => names.includes(name));
const isOneOf = <Value>(value: unknown, values: readonly Value[]): value is Value => values.includes(value as Value);
const isTextOrNull = (value: unknown, max: number): value is string | null => value === null || isText(value, max);

/** Each item of a list of at most `max` read by `read`, or null if the list or any item is not. */
function listOf<Item>(value: unknown, max: number, read: (item: unknown) => Item | null): Item[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const items: Item[] = [];
  for (const entry of value) {
    const item = read(entry);
    if (item === null) return null;
    items.push(item);
  }
  return items;
}

/** A pagination has a few dozen elements; these caps leave room for any demo and bound the work. */
const MAX_ELEMENTS = 2000;
const MAX_NAMES = 50;
const ARIA_NAME = /^aria-[a-z-]{1,40}$/;
const RULE_ID = /^[a-z0-9-]{1,80}$/;
/** axe's rule explanations; any other address is not a rule's help */
const HELP_ORIGIN = 'https://dequeuniversity.com/';
const IMPACTS = [null, 'minor', 'moderate', 'serious', 'critical'] as const;

function readElement(value: unknown): MarkupDescription['elements'][number] | null {
  if (!isRecord(value) || !hasOnly(value, ['kind', 'element', 'role', 'aria', 'tabIndex', 'classes'])) return null;
  const { kind, element, role, aria, tabIndex } = value;
  if (!isOneOf(kind, ELEMENT_KINDS) || !isText(element, 40) || !isTextOrNull(role, 200) || !isTextOrNull(tabIndex, 20)) return null;
  if (!isRecord(aria) || Object.keys(aria).length > MAX_NAMES) return null;
  if (!Object.entries(aria).every(([name, text]) => ARIA_NAME.test(name) && isText(text, 500))) return null;
  const classes = listOf(value.classes, MAX_NAMES, (name) => (isText(name, 200) ? shownText(name) : null));
  const shownAria = Object.fromEntries(Object.entries(aria as Record<string, string>).map(([name, text]) => [name, shownText(text)]));
  return classes && { kind, element: shownText(element), role: shownOrNull(role), aria: shownAria, tabIndex: shownOrNull(tabIndex), classes };
}

function readMarkup(value: unknown): MarkupDescription | null {
  if (!isRecord(value) || !hasOnly(value, ['prefix', 'elements']) || !isText(value.prefix, 200)) return null;
  const elements = listOf(value.elements, MAX_ELEMENTS, readElement);
  return elements && { prefix: shownText(value.prefix), elements };
}

function readTabStop(value: unknown): TabStop | null {
  if (!isRecord(value) || !hasOnly(value, ['kind', 'element', 'role', 'name'])) return null;
  const { kind, element, role, name } = value;
  if (!isOneOf(kind, ELEMENT_KINDS) || !isText(element, 40) || !isTextOrNull(role, 200) || !isText(name, 500)) return null;
  return { kind, element: shownText(element), role: shownOrNull(role), name: shownText(name) };
}

function readKeys(value: unknown): KeyProbe | null {
  if (!isRecord(value) || !hasOnly(value, ['keys', 'restored']) || typeof value.restored !== 'boolean') return null;
  const keys = listOf(value.keys, 2, (entry) =>
    isRecord(entry) && hasOnly(entry, ['key', 'acts']) && isOneOf(entry.key, ['Enter', 'Space'] as const) && typeof entry.acts === 'boolean'
      ? { key: entry.key, acts: entry.acts }
      : null,
  );
  return keys && { keys, restored: value.restored };
}

function readViolation(value: unknown): ViolationSummary | null {
  if (!isRecord(value) || !hasOnly(value, ['id', 'impact', 'nodes', 'helpUrl'])) return null;
  const { id, impact, nodes, helpUrl } = value;
  if (!isText(id, 80) || !RULE_ID.test(id) || !isOneOf(impact, IMPACTS) || !isRun(nodes) || nodes > MAX_ELEMENTS) return null;
  if (!isText(helpUrl, 500) || !helpUrl.startsWith(HELP_ORIGIN)) return null;
  return { id, impact, nodes, helpUrl };
}

/** A frame's measures, field by field: an unknown, oversized or ill-typed field rejects the message. */
function readMeasures(fields: Fields): FrameMessage | null {
  if (!hasOnly(fields, ['channel', 'type', 'run', 'markup', 'tabStops', 'keys', 'violations']) || !isRun(fields.run)) return null;
  const markup = readMarkup(fields.markup);
  const tabStops = listOf(fields.tabStops, MAX_ELEMENTS, readTabStop);
  const keys = readKeys(fields.keys);
  const violations = listOf(fields.violations, 200, readViolation);
  if (!markup || !tabStops || !keys || !violations) return null;
  return { type: 'measures', run: fields.run, markup, tabStops, keys, violations };
}

export function readFrameMessage(data: unknown): FrameMessage | null {
  const fields = fieldsOf(data);
  switch (fields?.type) {
    case 'ready':
      return { type: 'ready' };
    case 'height': {
      const { height, overlay = 0, left = 0, right = 0 } = fields;
      if (!isLength(height) || !isLength(overlay) || !isLength(left) || !isLength(right)) return null;
      return { type: 'height', height: toLength(height), overlay: toLength(overlay), left: toLength(left), right: toLength(right) };
    }
    case 'result': {
      const { run } = fields;
      if (!isRun(run)) return null;
      if (fields.error === null) return { type: 'result', run, error: null };
      const error = readError(fields.error);
      return error && { type: 'result', run, error };
    }
    case 'call': {
      const { run, name, args } = fields;
      if (!isRun(run) || !isOneOf(name, CALL_NAMES) || !Array.isArray(args) || args.length !== 2) return null;
      const [first, second] = args as unknown[];
      return isRun(first) && isRun(second) ? { type: 'call', run, name, args: [first, second] } : null;
    }
    case 'needLocale':
      return isText(fields.id, 20) && LOCALE_ID.test(fields.id) ? { type: 'needLocale', id: fields.id } : null;
    case 'pong':
      return isRun(fields.beat) ? { type: 'pong', beat: fields.beat } : null;
    case 'moved':
      return { type: 'moved' };
    case 'tab':
      return { type: 'tab' };
    case 'measures':
      return readMeasures(fields);
    case 'probeFailed': {
      const { run, reason } = fields;
      return isRun(run) && isOneOf(reason, ['noPagination', 'error'] as const) ? { type: 'probeFailed', run, reason } : null;
    }
    default:
      return null;
  }
}

export function describeThrown(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    return { message: String(error.message).slice(0, 2000), stack: String(error.stack ?? '').slice(0, 10_000) };
  }
  return { message: String(error).slice(0, 2000), stack: '' };
}
