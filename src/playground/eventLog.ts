/** The playground's record of the callbacks the live pagination fired, newest first. */

import type { CallName } from '@site/sandbox';

export interface LogEntry {
  /** increasing, so React keys stay stable as entries are added */
  id: number;
  name: CallName;
  args: [number, number];
}

export interface EventLog {
  entries: LogEntry[];
  nextId: number;
}

/** Older entries drop off past this many, so a long session does not grow the page. */
export const LOG_LIMIT = 50;

export const EMPTY_LOG: EventLog = { entries: [], nextId: 1 };

export function addEntry(log: EventLog, name: CallName, args: [number, number], limit = LOG_LIMIT): EventLog {
  const entry: LogEntry = { id: log.nextId, name, args };
  return { entries: [entry, ...log.entries].slice(0, limit), nextId: log.nextId + 1 };
}

/** Empties the log; ids keep increasing so a new entry never reuses a key. */
export function clearLog(log: EventLog): EventLog {
  return { entries: [], nextId: log.nextId };
}

/** `onChange(3, 10)`: how an entry reads in the log and in the announcement. */
export function formatCall(entry: Pick<LogEntry, 'name' | 'args'>): string {
  return `${entry.name}(${entry.args.join(', ')})`;
}
