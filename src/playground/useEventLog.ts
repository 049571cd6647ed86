import { useCallback, useState } from 'react';
import type { CallName } from '@site/sandbox';
import { addEntry, clearLog, EMPTY_LOG, type EventLog } from './eventLog';

export interface EventLogApi {
  log: EventLog;
  record(name: CallName, args: [number, number]): void;
  clear(): void;
}

export function useEventLog(): EventLogApi {
  const [log, setLog] = useState(EMPTY_LOG);
  return {
    log,
    record: useCallback((name, args) => setLog((current) => addEntry(current, name, args)), []),
    clear: useCallback(() => setLog(clearLog), []),
  };
}
