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

export type PageMessage =
  /** the one post to the frame's window, with the port all else goes through */
  | { type: 'connect' }
  /** `calls`: report the pagination's onChange and onShowSizeChange (the playground's event log) */
  | { type: 'run'; run: number; files: LiveFile[]; entry: string; release?: ReleaseId; calls?: true }
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
  | { type: 'moved' };

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

function fieldsOf(data: unknown): Fields | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const fields = data as Fields;
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
  const fields = value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;
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
      return isText(message, 2000) && isText(stack, 10_000) ? { kind: 'runtime', message, stack } : null;
    }
    case 'stopped':
      return { kind: 'stopped' };
    default:
      return null;
  }
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
      if (!isRun(run) || !CALL_NAMES.includes(name as CallName) || !Array.isArray(args) || args.length !== 2) return null;
      const [first, second] = args as unknown[];
      return isRun(first) && isRun(second) ? { type: 'call', run, name: name as CallName, args: [first, second] } : null;
    }
    case 'needLocale':
      return isText(fields.id, 20) && LOCALE_ID.test(fields.id) ? { type: 'needLocale', id: fields.id } : null;
    case 'pong':
      return isRun(fields.beat) ? { type: 'pong', beat: fields.beat } : null;
    case 'moved':
      return { type: 'moved' };
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
